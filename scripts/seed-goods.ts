/**
 * Adds N synthetic goods for load and search tests: `npx node scripts/seed-goods.ts --goods 100000 [--seed 1] [--batch 1000]`.
 * Uses the configured database (DATA_DIR / DATABASE_URL) and seeds the demo shop first when it is missing;
 * refused with NODE_ENV=production.
 */
import { parseArgs } from 'node:util';
import { seedCatalogue } from './lib/seed-catalogue.ts';

if (process.env.NODE_ENV === 'production') {
  console.error('seed-goods adds invented goods for load and search tests (with the demo shop they are modelled on): not on a production shop.');
  process.exit(2);
}

const { values } = parseArgs({ options: { goods: { type: 'string' }, seed: { type: 'string', default: '1' }, batch: { type: 'string', default: '1000' } } });
const count = Number(values.goods);
const seed = Number(values.seed);
const batch = Number(values.batch);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(batch) || batch < 1) {
  console.error('usage: npx node scripts/seed-goods.ts --goods N [--seed S] [--batch B]   (N, B positive integers)');
  process.exit(2);
}

let reported = 0;
const result = await seedCatalogue({
  goods: count,
  seed,
  batch,
  onProgress: (done, seconds) => {
    if (done - reported >= 10_000 || done === count) {
      reported = done;
      console.log(`${done} / ${count} goods (${seconds.toFixed(1)} s)`);
    }
  },
});
if (result.demoSeeds.length) console.log(`seeded first: ${result.demoSeeds.join(', ')}`);
console.log(`added ${count} goods ${result.first}…${result.last} in ${result.seconds.toFixed(1)} s on ${result.dialect}`);
