/**
 * Adds N synthetic goods for load and search tests: `npx node scripts/seed-goods.ts --goods 100000 [--seed 1] [--batch 1000]`.
 * Uses the configured database (DATA_DIR / DATABASE_URL) and seeds the demo catalogue first when it is missing.
 */
import { parseArgs } from 'node:util';
import { boot } from '../src/server/boot.ts';
import { runSeeds } from '../src/server/db/seed.ts';
import { seedSyntheticGoods } from '../src/server/db/seeds/catalogue/synthetic.db.ts';
import { demoSeeds } from '../src/server/db/seeds/index.ts';

const { values } = parseArgs({ options: { goods: { type: 'string' }, seed: { type: 'string', default: '1' }, batch: { type: 'string', default: '1000' } } });
const count = Number(values.goods);
const seed = Number(values.seed);
const batch = Number(values.batch);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(batch) || batch < 1) {
  console.error('usage: npx node scripts/seed-goods.ts --goods N [--seed S] [--batch B]   (N, B positive integers)');
  process.exit(2);
}

const { db, mediaDir } = await boot();
try {
  const ran = await runSeeds({ db, mediaDir }, demoSeeds);
  if (ran.length) console.log(`seeded first: ${ran.join(', ')}`);
  const started = performance.now();
  let reported = 0;
  const range = await seedSyntheticGoods(db, {
    count,
    seed,
    batch,
    onBatch: (done) => {
      if (done - reported >= 10_000 || done === count) {
        reported = done;
        console.log(`${done} / ${count} goods (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    },
  });
  console.log(`added ${count} goods ${range.first}…${range.last} in ${((performance.now() - started) / 1000).toFixed(1)} s on ${db.dialect}`);
} finally {
  await db.close();
}
