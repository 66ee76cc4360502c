import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

/** The one row all shop pages share. */
const PAGES = 'pages';

/** The channel purges travel on with NOTIFY (PostgreSQL). */
export const PURGE_CHANNEL = 'orchid_page_purges';

/** The version now, and the last purge written with it. */
export async function readPageVersion(db: Executor): Promise<{ version: number; purge: string }> {
  const row = await db.selectFrom('page_versions').select(['version', 'purge']).where('name', '=', PAGES).executeTakeFirst();
  return row ? { version: Number(row.version), purge: row.purge } : { version: 0, purge: '' };
}

/** Bumps the version with `purge` (JSON) as the last purge; answers the new version. */
export async function bumpPageVersion(db: Executor, purge: string): Promise<number> {
  await db.insertInto('page_versions').values({ name: PAGES, version: 0, purge: '' }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db
    .updateTable('page_versions')
    .set((eb) => ({ version: eb('version', '+', 1), purge }))
    .where('name', '=', PAGES)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Sends `payload` to every session listening on the purge channel (PostgreSQL only). */
export async function notifyPurge(db: Executor, payload: string): Promise<void> {
  await sql`select pg_notify(${PURGE_CHANNEL}, ${payload})`.execute(db);
}
