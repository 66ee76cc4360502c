import type { Kysely } from 'kysely';

/**
 * Recently viewed is kept for a while and only for members who want it (issue 35, decision 095): a member may turn
 * it off (`members.footprints_off`, 1 = off), and the clean-up job deletes footprints older than
 * FOOTPRINT_RETENTION_DAYS by the index on the time they were viewed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('footprints_off', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('footprints_viewed_at').on('footprints').column('viewed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('footprints_viewed_at').execute();
  await db.schema.alterTable('members').dropColumn('footprints_off').execute();
}
