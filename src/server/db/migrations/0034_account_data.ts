import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres } from './helpers.ts';

/**
 * A member takes their data and leaves (issue 35, decision 096). `data_exports` holds each export a member asked
 * for: the job that makes it writes the zip into the row (a day's worth of small files, reachable by every
 * instance and never by a public address), and the clean-up job deletes it when its day is over.
 * `members.deleted_at` marks an account deleted at the member's request: its personal data is erased, its orders
 * and ledger stay, anonymised, for the accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('deleted_at', 'text').execute();
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // pending | ready | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('bytes', 'integer')
    .addColumn('data', isPostgres(db) ? sql`bytea` : 'blob')
    .execute();
  await db.schema.createIndex('data_exports_member').on('data_exports').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('data_exports_status').on('data_exports').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await db.schema.alterTable('members').dropColumn('deleted_at').execute();
}
