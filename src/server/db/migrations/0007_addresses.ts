import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_addresses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('district_id', 'integer', (c) => c.notNull())
    // The names as the member picked them: a later change in the division data leaves saved addresses as they were.
    .addColumn('province', 'varchar(40)', (c) => c.notNull())
    .addColumn('city', 'varchar(40)', (c) => c.notNull())
    .addColumn('district', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'varchar(120)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_default IN (0, 1)`))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_addresses_member').on('member_addresses').column('member_id').execute();
  // At most one default per member, whatever races the service's transactions lose.
  await db.schema
    .createIndex('member_addresses_one_default')
    .on('member_addresses')
    .column('member_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_addresses').execute();
}
