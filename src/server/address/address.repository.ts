import type { Selectable, Updateable } from 'kysely';
import type { Executor, MemberAddressesTable } from '../db/schema.ts';

export type AddressRow = Selectable<MemberAddressesTable>;
export type AddressValues = Omit<AddressRow, 'id' | 'member_id' | 'is_default' | 'created_at' | 'updated_at'>;

/** Default first, then the newest: the order of the address book and of "promote another". */
export function listRows(db: Executor, memberId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('member_addresses')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Looked up with the member's id, so another member's address is simply not there. */
export function findRow(db: Executor, memberId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('member_addresses').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function countRows(db: Executor, memberId: number): Promise<number> {
  const { n } = await db
    .selectFrom('member_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(n);
}


export async function insertRow(db: Executor, memberId: number, values: AddressValues, isDefault: boolean): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('member_addresses')
    .values({ ...values, member_id: memberId, is_default: isDefault ? 1 : 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRow(db: Executor, memberId: number, id: number, values: Updateable<MemberAddressesTable>): Promise<void> {
  await db
    .updateTable('member_addresses')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .execute();
}

export async function clearDefault(db: Executor, memberId: number): Promise<void> {
  await db.updateTable('member_addresses').set({ is_default: 0 }).where('member_id', '=', memberId).where('is_default', '=', 1).execute();
}

export async function deleteRow(db: Executor, memberId: number, id: number): Promise<void> {
  await db.deleteFrom('member_addresses').where('id', '=', id).where('member_id', '=', memberId).execute();
}
