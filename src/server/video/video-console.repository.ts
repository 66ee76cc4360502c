import type { Executor } from '../db/schema.ts';

/** SQL of the console's video screen beyond the operator service's: the version its form saves at (decision 061). */

export async function videoVersion(db: Executor, id: number): Promise<number | undefined> {
  return (await db.selectFrom('videos').select('version').where('id', '=', id).executeTakeFirst())?.version;
}

/** Raises a video's version if it is still `version`; false when it moved on (another save) or is gone. */
export async function raiseVideoVersion(db: Executor, id: number, version: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
