import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';

/** The footprints table with one row per goods per calendar day of the viewer (`day`, YYYY-MM-DD). */
async function createByDay(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('viewed_at', time, (c) => c.notNull())
    // A second visit on the same day moves that day's row instead of adding one, even when visits race.
    .addUniqueConstraint(`${name}_member_goods_day`, ['member_id', 'goods_id', 'day'])
    .execute();
}

/**
 * Recently viewed keeps one footprint per goods per day (it kept one per goods): a goods seen today and
 * last week shows under both days. SQLite cannot drop a unique constraint, so the table is rebuilt on both
 * databases; existing rows keep their order and take the UTC date of their visit as their day. Ids are not
 * copied, so PostgreSQL's identity sequence stays right. Favourites get the index their newest-first list
 * reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createByDay(db, 'footprints_by_day');
  await sql`insert into footprints_by_day (member_id, goods_id, day, viewed_at)
    select member_id, goods_id, substr(viewed_at, 1, 10), viewed_at from footprints order by id`.execute(db);
  await db.schema.dropTable('footprints').execute();
  await db.schema.alterTable('footprints_by_day').renameTo('footprints').execute();
  await db.schema.createIndex('footprints_recent').on('footprints').columns(['member_id', 'viewed_at']).execute();
  await db.schema.createIndex('goods_collects_recent').on('goods_collects').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('goods_collects_recent').execute();
  await db.schema
    .createTable('footprints_by_goods')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('viewed_at', time, (c) => c.notNull())
    .addUniqueConstraint('footprints_by_goods_member_goods', ['member_id', 'goods_id'])
    .execute();
  await sql`insert into footprints_by_goods (member_id, goods_id, viewed_at)
    select member_id, goods_id, max(viewed_at) from footprints group by member_id, goods_id order by max(viewed_at)`.execute(db);
  await db.schema.dropTable('footprints').execute();
  await db.schema.alterTable('footprints_by_goods').renameTo('footprints').execute();
  await db.schema.createIndex('footprints_recent').on('footprints').columns(['member_id', 'viewed_at']).execute();
}
