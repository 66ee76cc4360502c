/**
 * A synthetic catalogue of N goods on the configured database: the demo catalogue first when it is missing
 * (synthetic goods are modelled on it), then N goods in batches, then the search indexes tidied as after any
 * bulk import. Used by `npm run db:seed -- --synthetic N` and by the catalogue stage of `npm run bench`.
 */
import { boot } from '../../src/server/boot.ts';
import { optimizeSearchIndexes } from '../../src/server/db/search-index.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { seedSyntheticGoods } from '../../src/server/seed/catalogue/synthetic.db.ts';
import { demoSeeds } from '../../src/server/seed/index.ts';

export interface SeedCatalogueOptions {
  goods: number;
  /** Random seed: the same seed on an equal database gives the same goods. */
  seed?: number;
  /** Goods per transaction. */
  batch?: number;
  /** Environment for the server config (DATA_DIR, DATABASE_URL); defaults to process.env. */
  env?: Record<string, string | undefined>;
  onProgress?: (done: number, seconds: number) => void;
}

export interface SeededCatalogue {
  dialect: string;
  demoSeeds: string[];
  first: string;
  last: string;
  seconds: number;
}

export async function seedCatalogue(options: SeedCatalogueOptions): Promise<SeededCatalogue> {
  const { db, mediaDir } = await boot(options.env);
  try {
    const ran = await runSeeds({ db, mediaDir }, demoSeeds);
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const range = await seedSyntheticGoods(db, {
      count: options.goods,
      seed: options.seed ?? 1,
      batch: options.batch ?? 4000,
      onBatch: (done) => options.onProgress?.(done, elapsed()),
    });
    await optimizeSearchIndexes(db.kysely, db.dialect);
    return { dialect: db.dialect, demoSeeds: ran, ...range, seconds: elapsed() };
  } finally {
    await db.close();
  }
}
