import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('account', 'varchar(20)', (c) => c.notNull())
    // Accounts are unique regardless of case: "Alice" and "alice" are one person.
    .addColumn('account_key', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('pwd_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('pwd_updated_at', time, (c) => c.notNull())
    .addColumn('pay_pwd_hash', 'varchar(200)')
    .addColumn('pay_pwd_updated_at', time)
    .addColumn('nickname', 'varchar(40)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(300)')
    .addColumn('email', 'varchar(254)')
    .addColumn('email_updated_at', time)
    .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('vip_expires_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('members_email').on('members').column('email').unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_seen_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('consumed_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_codes_lookup').on('email_codes').columns(['email', 'purpose', 'id']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'rate_limits', 'email_codes', 'sessions', 'members']) {
    await db.schema.dropTable(table).execute();
  }
}
