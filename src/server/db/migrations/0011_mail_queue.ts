import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';

/** Mail waiting to go out over SMTP: requests only queue it, a job delivers and retries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time)
    .addColumn('sent_at', time)
    .addColumn('last_error', 'varchar(300)')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
