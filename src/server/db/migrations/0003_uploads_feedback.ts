import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('path', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_member').on('uploads').column('member_id').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact_information', 'varchar(11)')
    .addColumn('image_urls', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_created').on('feedback').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('uploads').execute();
}
