import type { Executor, MembersTable } from '../db/schema.ts';
import type { Insertable, Updateable } from 'kysely';

export type MemberRow = Awaited<ReturnType<typeof findMemberById>>;

export async function findMemberById(db: Executor, id: number) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMemberByAccount(db: Executor, account: string) {
  return db.selectFrom('members').selectAll().where('account_key', '=', account.toLowerCase()).executeTakeFirst();
}

export async function findMemberByEmail(db: Executor, email: string) {
  return db.selectFrom('members').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function insertMember(db: Executor, row: Insertable<MembersTable>): Promise<number> {
  const inserted = await db.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateMember(db: Executor, id: number, changes: Updateable<MembersTable>): Promise<void> {
  await db.updateTable('members').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}
