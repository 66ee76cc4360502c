import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A consistent copy of a SQLite database in one read transaction: writers go on meanwhile (WAL), and
 *  what they commit after it began is not in the copy. Unlike copying the file, it includes the log. */
export async function vacuumInto(db: Db, file: string): Promise<void> {
  await sql`vacuum into ${file}`.execute(db.kysely);
}

/** How many migrations the database has run, and the last of them by name. */
export async function migrationState(db: Db): Promise<{ migrations: number; lastMigration: string | null }> {
  const { rows } = await sql<{ n: number; last: string | null }>`select count(*) as n, max(name) as last from kysely_migration`.execute(db.kysely);
  return { migrations: Number(rows[0]?.n ?? 0), lastMigration: rows[0]?.last ?? null };
}

/** Tables in the PostgreSQL database's public schema: none means there is nothing a restore would replace. */
export async function tableCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}
