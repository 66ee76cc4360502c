import type { Executor } from '../db/schema.ts';

/** Bytes of every upload the member has stored. */
export async function usedBytes(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertUpload(db: Executor, row: { memberId: number; path: string; bytes: number; width: number; height: number }, now: Date): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ member_id: row.memberId, path: row.path, bytes: row.bytes, width: row.width, height: row.height, created_at: now.toISOString() })
    .execute();
}

/** Gives back the space of an upload whose file could not be stored. */
export async function deleteUpload(db: Executor, path: string): Promise<void> {
  await db.deleteFrom('uploads').where('path', '=', path).execute();
}

/** Which of `paths` are uploads of this member. */
export async function ownedPaths(db: Executor, memberId: number, paths: string[]): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('path').where('member_id', '=', memberId).where('path', 'in', paths).execute();
  return rows.map((r) => r.path);
}
