import { type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';

/**
 * The shop's replies (under a review, under a video comment, to a feedback message), the reason a comment was
 * hidden, the members' messages (a feedback reply lands there and by mail) and the console's VIP grants, each
 * kept once per request id so a repeated click grants once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reviews', 'video_comments', 'feedback']) {
    await db.schema.alterTable(table).addColumn('reply', 'text').execute();
    await db.schema.alterTable(table).addColumn('reply_at', time).execute();
    await db.schema.alterTable(table).addColumn('reply_by', 'varchar(20)').execute();
  }
  await db.schema.alterTable('video_comments').addColumn('hidden_reason', 'varchar(200)').execute();

  await db.schema
    .createTable('member_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // The feedback answered: one message per feedback reply.
    .addColumn('feedback_id', 'integer', (c) => c.unique())
    .addColumn('quote', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('read_at', time)
    .execute();
  await db.schema.createIndex('member_messages_member').on('member_messages').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('vip_grants')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('expires_before', time)
    .addColumn('expires_after', time, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('operator', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vip_grants_member').on('vip_grants').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vip_grants').execute();
  await db.schema.dropTable('member_messages').execute();
  await db.schema.alterTable('video_comments').dropColumn('hidden_reason').execute();
  for (const table of ['reviews', 'video_comments', 'feedback']) {
    for (const column of ['reply_by', 'reply_at', 'reply']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
