import { loadConfig } from '../../src/server/config.ts';
import { countGoods, goodsPageQuery } from '../../src/server/catalogue/goods-list.repository.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { goodsListQuery } from '../../src/lib/schemas/goods.ts';
import { LIST_COUNT_CAP } from '../../src/lib/limits.ts';
import type { KeywordMix } from './keywords.ts';
import { percentile } from './load.ts';

export interface ColdSearch {
  kind: string;
  keywords: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * What a keyword costs the first time (its total not yet remembered): the page query plus the count, run
 * in-process one keyword after another, for every keyword of the mix. The bench's load runs mostly see
 * remembered totals, since the same few dozen words come back.
 */
export async function coldSearch(env: Record<string, string>, mix: KeywordMix): Promise<ColdSearch[]> {
  const db = openDatabase(loadConfig({ ...process.env, ...env }).databaseUrl);
  try {
    const out: ColdSearch[] = [];
    for (const [kind, words] of [['1 Chinese character', mix.one], ['2 Chinese characters', mix.two], ['3+ characters', mix.long]] as const) {
      const times: number[] = [];
      for (const keyword of words) {
        const q = goodsListQuery.parse({ keyword });
        const started = performance.now();
        await Promise.all([goodsPageQuery(db.kysely, db.dialect, q).execute(), countGoods(db.kysely, db.dialect, q, LIST_COUNT_CAP + 1)]);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      out.push({ kind, keywords: words.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)!) });
    }
    return out;
  } finally {
    await db.close();
  }
}
