import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { mediaStorage } from '../storage/shop-storage.ts';
import type { Storage } from '../storage/storage.ts';

export interface SeedContext {
  db: Db;
  /** Where catalogue images are written (served under /media). */
  mediaDir: string;
  /** The shop's media storage when it is not the disk under mediaDir (a bucket: storage/shop-storage.ts). */
  media?: Storage;
}

/** Where a seed writes catalogue images and videos. */
export const seedMedia = (ctx: SeedContext): Storage => ctx.media ?? mediaStorage(ctx.mediaDir);

export interface Seed {
  /** Stable name; a seed that ran once is recorded under it and never runs again. */
  name: string;
  run(trx: Transaction<Database>, ctx: SeedContext): Promise<void>;
}

/** Runs each seed not yet recorded, each in its own transaction with its record, so a failure leaves nothing half-done. */
export async function runSeeds(ctx: SeedContext, seeds: readonly Seed[]): Promise<string[]> {
  const { db } = ctx;
  const done = new Set((await db.kysely.selectFrom('seed_runs').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const seed of seeds) {
    if (done.has(seed.name)) continue;
    await db.kysely.transaction().execute(async (trx) => {
      await seed.run(trx, ctx);
      await trx.insertInto('seed_runs').values({ name: seed.name, ran_at: new Date().toISOString() }).execute();
    });
    ran.push(seed.name);
  }
  return ran;
}
