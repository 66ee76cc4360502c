/**
 * `npm run db:seed`: creates the demo data that is not there yet; running it again changes nothing.
 * Outside production: the demo shop (a member to sign in with, the catalogue, reviews, videos). In production
 * only the demo catalogue, and only when asked for: `npm run db:seed -- --demo` or DEMO_DATA=true.
 */
import { parseArgs } from 'node:util';
import { boot } from '../src/server/boot.ts';
import { runSeeds } from '../src/server/seed/seed.ts';
import { seedsOnRequest } from '../src/server/seed/index.ts';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const { db, mediaDir, config, storage } = await boot();
try {
  const seeds = seedsOnRequest(config, values.demo);
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
