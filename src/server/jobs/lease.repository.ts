import type { Executor } from '../db/schema.ts';

/**
 * Takes the lease of job `name` for `holder` until `until` (epoch ms) when it has expired (or was never
 * taken); answers whether this call took it. One conditional update: of instances asking at once, exactly
 * one changes the row, on SQLite, PostgreSQL and PostgreSQL-wire distributed databases alike.
 */
export async function takeLease(db: Executor, name: string, holder: string, now: number, until: number): Promise<boolean> {
  await db.insertInto('job_leases').values({ name, holder: '', expires_at: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const result = await db
    .updateTable('job_leases')
    .set((eb) => ({ holder, expires_at: until, runs: eb('runs', '+', 1) }))
    .where('name', '=', name)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up the leases `holder` took of the jobs named, so the next tick of any instance may run them. */
export async function releaseLeases(db: Executor, holder: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.updateTable('job_leases').set({ expires_at: 0 }).where('holder', '=', holder).where('name', 'in', names).execute();
}

/** Who holds each lease and how many runs each job had (operators, tests). */
export async function listLeases(db: Executor): Promise<{ name: string; holder: string; expiresAt: number; runs: number }[]> {
  const rows = await db.selectFrom('job_leases').selectAll().orderBy('name').execute();
  return rows.map((r) => ({ name: r.name, holder: r.holder, expiresAt: Number(r.expires_at), runs: Number(r.runs) }));
}
