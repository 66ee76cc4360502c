import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres } from './helpers.ts';

const time = 'varchar(32)';
const COPIED = 'to_address, subject, text, attempts, next_attempt_at, sent_at, last_error, created_at';

/** mail_queue as migration 0011 made it ('before') or as this one leaves it ('after': optional body, expiry). */
async function createQueue(db: Kysely<unknown>, name: string, shape: 'before' | 'after'): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('id', 'integer', autoId(db))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => (shape === 'before' ? c.notNull() : c));
  if (shape === 'after') table = table.addColumn('expires_at', time);
  await table
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time)
    .addColumn('sent_at', time)
    .addColumn('last_error', 'varchar(300)')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
}

/** SQLite cannot change a column's NOT NULL in place: a new table takes the rows, in their order, and the name. */
async function rebuildSqlite(db: Kysely<unknown>, shape: 'before' | 'after'): Promise<void> {
  await createQueue(db, 'mail_queue_rebuilt', shape);
  await sql`insert into mail_queue_rebuilt (${sql.raw(COPIED)}) select ${sql.raw(COPIED)} from mail_queue order by id`.execute(db);
  await db.schema.dropTable('mail_queue').execute();
  await db.schema.alterTable('mail_queue_rebuilt').renameTo('mail_queue').execute();
  await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['sent_at', 'next_attempt_at']).execute();
}

/**
 * Queued mail loses its body once it is sent or given up: a verification code no longer waits in the
 * database for a week after it went out; the row stays as the record (to whom, what subject, when, why it
 * failed). `expires_at` says when a mail is of no use any more (its code expired): it is not sent after that.
 * Bodies of mail already sent or given up are deleted now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('mail_queue').alterColumn('text', (c) => c.dropNotNull()).execute();
    await db.schema.alterTable('mail_queue').addColumn('expires_at', time).execute();
  } else {
    await rebuildSqlite(db, 'after');
  }
  await sql`update mail_queue set text = null where next_attempt_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update mail_queue set text = '' where text is null`.execute(db);
  if (isPostgres(db)) {
    await db.schema.alterTable('mail_queue').dropColumn('expires_at').execute();
    await db.schema.alterTable('mail_queue').alterColumn('text', (c) => c.setNotNull()).execute();
  } else {
    await rebuildSqlite(db, 'before');
  }
}
