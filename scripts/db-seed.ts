/** `npm run db:seed`: creates the demo data that is not there yet; running it again changes nothing. */
import { boot } from '../src/server/boot.ts';
import { runSeeds } from '../src/server/db/seed.ts';
import { demoSeeds } from '../src/server/db/seeds/index.ts';

const { db, mediaDir } = await boot();
try {
  const ran = await runSeeds({ db, mediaDir }, demoSeeds);
  console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'demo data already present');
} finally {
  await db.close();
}
