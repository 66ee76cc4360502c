import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres } from './helpers.ts';

const time = 'varchar(32)';

/**
 * The video section: videos with their texts per locale, MP4 sources of several heights and linked goods;
 * members' comments (one level of replies), collected videos and the hourly view marks. Video search keeps
 * one row of folded titles per video, indexed the way goods_search is (0006): trigram and character FTS5
 * indexes on SQLite, pg_trgm plus a character array on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('poster', 'varchar(300)', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull().check(sql`duration_ms > 0`))
    // draft | published (video/states.ts)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('videos_latest').on('videos').columns(['status', 'published_at', 'id']).execute();
  await db.schema.createIndex('videos_popular').on('videos').columns(['status', 'views', 'id']).execute();

  await db.schema
    .createTable('video_texts')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addPrimaryKeyConstraint('video_texts_pk', ['video_id', 'locale'])
    .execute();

  await db.schema
    .createTable('video_sources')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('src', 'varchar(300)', (c) => c.notNull())
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addUniqueConstraint('video_sources_height', ['video_id', 'height'])
    .execute();

  await db.schema
    .createTable('video_goods')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('video_goods_pk', ['video_id', 'goods_id'])
    .execute();

  await db.schema
    .createTable('video_comments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // The top-level comment a reply belongs to (replies never nest deeper), and whom it answers.
    .addColumn('parent_id', 'integer', (c) => c.references('video_comments.id').onDelete('cascade'))
    .addColumn('reply_to_member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    // visible | hidden (by the operator) | deleted (by its author): video/comment-states.ts
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_comments_thread').on('video_comments').columns(['video_id', 'parent_id', 'status', 'id']).execute();
  await db.schema.createIndex('video_comments_replies').on('video_comments').columns(['parent_id', 'id']).execute();

  await db.schema
    .createTable('video_collects')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('video_collects_pk', ['member_id', 'video_id'])
    .execute();

  // When a member's view of a video last counted: a view counts again an hour later.
  await db.schema
    .createTable('video_views')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('counted_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('video_views_pk', ['member_id', 'video_id'])
    .execute();
  await db.schema.createIndex('video_views_counted').on('video_views').column('counted_at').execute();

  if (isPostgres(db)) await searchPostgres(db);
  else await searchSqlite(db);
}

async function searchPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema
    .createTable('video_search')
    .addColumn('video_id', 'integer', (c) => c.primaryKey().references('videos.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('chars', 'text', (c) => c.notNull())
    .execute();
  await sql`create index video_search_trgm on video_search using gin (body gin_trgm_ops)`.execute(db);
  await sql`create index video_search_chars on video_search using gin (string_to_array(chars, ' '))`.execute(db);
}

async function searchSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table video_search (
    video_id integer primary key references videos(id) on delete cascade, body text not null, chars text not null)`.execute(db);
  await sql`create virtual table video_search_trigram using fts5(body, content = 'video_search', content_rowid = 'video_id',
    tokenize = 'trigram case_sensitive 0')`.execute(db);
  await sql`create virtual table video_search_chars using fts5(chars, content = 'video_search', content_rowid = 'video_id',
    tokenize = "unicode61 remove_diacritics 0 categories 'L* M* N* P* S* C*'", detail = none)`.execute(db);
  const add = 'insert into video_search_trigram (rowid, body) values (new.video_id, new.body); insert into video_search_chars (rowid, chars) values (new.video_id, new.chars);';
  const remove =
    "insert into video_search_trigram (video_search_trigram, rowid, body) values ('delete', old.video_id, old.body);" +
    " insert into video_search_chars (video_search_chars, rowid, chars) values ('delete', old.video_id, old.chars);";
  await sql`create trigger video_search_insert after insert on video_search begin ${sql.raw(add)} end`.execute(db);
  await sql`create trigger video_search_delete after delete on video_search begin ${sql.raw(remove)} end`.execute(db);
  await sql`create trigger video_search_update after update on video_search begin ${sql.raw(remove)} ${sql.raw(add)} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop table video_search_chars`.execute(db);
    await sql`drop table video_search_trigram`.execute(db);
  }
  for (const table of ['video_search', 'video_views', 'video_collects', 'video_comments', 'video_goods', 'video_sources', 'video_texts', 'videos']) {
    await db.schema.dropTable(table).execute();
  }
}
