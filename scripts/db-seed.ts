/**
 * `npm run db:seed`: creates the demo data that is not there yet; running it again changes nothing.
 * Outside production: the demo shop (a member to sign in with, the catalogue, reviews, videos). In production
 * only the demo catalogue, and only when asked for: `npm run db:seed -- --demo` or DEMO_DATA=true.
 *
 * `npm run db:seed -- --synthetic N [--seed S] [--batch B]` adds N invented goods modelled on the demo catalogue
 * (seeded first when missing) for load and search measurements; refused in production.
 */
import { parseArgs } from 'node:util';
import { boot } from '../src/server/boot.ts';
import { runSeeds } from '../src/server/seed/seed.ts';
import { seedsOnRequest } from '../src/server/seed/index.ts';
import { seedCatalogue } from './lib/seed-catalogue.ts';

const USAGE = 'usage: npm run db:seed -- [--demo] | --synthetic N [--seed S] [--batch B]   (N, S, B positive integers)';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    synthetic: { type: 'string' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string', default: '4000' },
  },
});

if (values.synthetic !== undefined) await seedSynthetic(Number(values.synthetic), Number(values.seed), Number(values.batch));
else await seedDemo(values.demo);

async function seedDemo(demo: boolean): Promise<void> {
  const { db, mediaDir, config, storage } = await boot();
  try {
    const seeds = seedsOnRequest(config, demo);
    if (seeds.length === 0) {
      console.error(
        'Nothing seeded: a production shop gets no demo data unless asked. `npm run db:seed -- --demo` (or DEMO_DATA=true) ' +
          'adds the demo catalogue (categories, brands, goods, banners, videos), without members, reviews, sales or views.',
      );
      process.exitCode = 2;
    } else {
      const ran = await runSeeds({ db, mediaDir, media: storage?.media }, seeds);
      console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'demo data already present');
    }
  } finally {
    await db.close();
  }
}

async function seedSynthetic(count: number, seed: number, batch: number): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    console.error('--synthetic adds invented goods for load and search measurements (with the demo shop they are modelled on): not on a production shop.');
    process.exitCode = 2;
    return;
  }
  if (![count, seed, batch].every((n) => Number.isSafeInteger(n) && n > 0)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
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
}
