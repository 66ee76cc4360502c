import { type Kysely } from 'kysely';

/**
 * One row per background job: the instance that runs it now and until when. Taken by a conditional update,
 * so several instances on one database run each job once per interval, on PostgreSQL-compatible distributed
 * databases too, which have no session advisory locks (decision 047).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    // Epoch milliseconds: compared with a number, identical on both dialects.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('runs', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
