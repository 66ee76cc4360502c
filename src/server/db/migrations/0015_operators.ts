import { type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';

/** Operator accounts and their sessions (apart from members'), audit before/after, handled feedback. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('account', 'varchar(20)', (c) => c.notNull())
    // One operator per account whatever the letter case, as for members.
    .addColumn('account_key', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('pwd_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_seen_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();

  // What a record looked like before and after an operator changed it (JSON), beside the one-line detail.
  await db.schema.alterTable('audit_log').addColumn('before_json', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('after_json', 'text').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'id']).execute();

  await db.schema.alterTable('feedback').addColumn('handled_at', time).execute();
  await db.schema.alterTable('feedback').addColumn('handled_by', 'varchar(20)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').dropColumn('handled_by').execute();
  await db.schema.alterTable('feedback').dropColumn('handled_at').execute();
  await db.schema.dropIndex('audit_log_actor').execute();
  await db.schema.alterTable('audit_log').dropColumn('after_json').execute();
  await db.schema.alterTable('audit_log').dropColumn('before_json').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
