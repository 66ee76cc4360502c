/**
 * Test-only: moves a member's footprint to an earlier day, as if the goods had been looked at then, so a
 * test can see recently viewed grouped over several days. Run by `backdateFootprint` (footprints.ts) as
 * `node tests/e2e/support/backdate-footprint.ts <footprint id> <YYYY-MM-DD> <ISO time>` with DATA_DIR set.
 */
import { boot } from '../../../src/server/boot.ts';

const [id, day, viewedAt] = process.argv.slice(2);
if (!id || !day || !viewedAt) throw new Error('usage: backdate-footprint.ts <id> <day> <viewedAt>');
const { db } = await boot({ ...process.env, LOG_LEVEL: 'warn' });
try {
  const result = await db.kysely.updateTable('footprints').set({ day, viewed_at: viewedAt }).where('id', '=', Number(id)).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`no footprint ${id}`);
} finally {
  await db.close();
}
