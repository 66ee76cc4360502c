/**
 * Every goods list shape is served by an index (issue 31, decision 087): the database's own plan for each sort with
 * each filter, on page 1 and the deepest page, for keyword searches of one, two and three or more characters and of
 * several words, and for the capped counts, never reads the goods table from end to end, and a list without a
 * keyword never sorts the goods it found: an index hands them out in order.
 *
 * SQLite plans the same whatever the number of rows (EXPLAIN QUERY PLAN). PostgreSQL weighs rows, and a test
 * database is small enough that reading the whole table would win, so its plans are asked with sequential scans and
 * sorts priced out: what comes back uses an index wherever an index can serve the shape, and a sequential scan or a
 * sort only where none can.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countGoodsQuery, goodsPageQuery, listPageGoods, listPageGoodsQuery, walkBoundQuery, type PageQuery } from '../../src/server/catalogue/goods-list.repository.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { textsHoldingAnyQuery } from '../../src/server/db/search-index.ts';
import { TYPO_CANDIDATES, typoPieces } from '../../src/server/catalogue/typo.ts';
import { exactNameIdsQuery, isExactName, isOneOf, ranksOf } from '../../src/server/catalogue/search-rank.repository.ts';
import { exactNameKey, searchTerms } from '../../src/server/catalogue/search.ts';
import { goodsListQuery } from '../../src/lib/schemas/goods.ts';
import { LIST_COUNT_CAP, MAX_LIST_PAGES } from '../../src/lib/limits.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

const SORTS = [{ sort: 'default' }, { sort: 'sales' }, { sort: 'price', order: 'asc' }, { sort: 'price', order: 'desc' }, { sort: 'latest' }] as const;
const FILTERS: Record<string, Partial<PageQuery>> = {
  'every goods': {},
  'one category': { categoryIds: [3] },
  'a category with its children': { categoryIds: [1, 2, 3, 4, 5] },
  'a brand': { brandId: 2 },
  'a brand in a category': { brandId: 2, categoryIds: [3] },
};
const KEYWORDS = ['玫', '玫瑰', 'gel', '玫瑰精油', 'sea salt', '玫瑰 gel', 'gel 玫 rose'];
/** Searches on the id shop, where a Latin word also looks up its root's marker (decision 091): two or three strings a word. */
const ROOTED_KEYWORDS = ['pijat', 'pemijat', 'pemijat gel', '玫瑰 pijatan'];

const query = (extra: Record<string, unknown>): PageQuery => ({ ...goodsListQuery.parse({}), ...extra }) as PageQuery;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan's steps in words: SQLite's lines, or PostgreSQL's node types with their tables. */
async function planOf(db: Kysely<Database>, compiled: CompiledQuery): Promise<string[]> {
  if (TEST_DIALECT === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    return rows.rows.map((r) => r.detail);
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
    return nodes(rows.rows[0]!['QUERY PLAN'][0].Plan).map((n) => `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`);
  });
}

/** A step that reads a whole table: SQLite's SCAN of a real table (an FTS5 lookup or a subquery's rows, m… or p, are not), PostgreSQL's Seq Scan. */
const fullScans = (plan: string[]) => plan.filter((step) => (TEST_DIALECT === 'sqlite' ? /^SCAN (?!.*VIRTUAL TABLE)(?!(m\d*|p)\b)/.test(step) : step.startsWith('Seq Scan')));
/**
 * Whether the goods are found from index entries alone: a list without a keyword then reads no goods row to check
 * its category or brand, however many it passes over before the page is full.
 */
const fromIndexAlone = (plan: string[]) =>
  TEST_DIALECT === 'sqlite' ? plan.some((step) => /^SEARCH g USING COVERING INDEX /.test(step)) && !plan.some((step) => /^SEARCH g USING INDEX /.test(step)) : plan.some((step) => step === 'Index Only Scan on goods') && !plan.includes('Index Scan on goods');
/** A step that sorts every row found; SQLite's sort of ties on the last ORDER BY term only is bounded by the page. */
const fullSorts = (plan: string[]) => plan.filter((step) => (TEST_DIALECT === 'sqlite' ? /TEMP B-TREE FOR (?!LAST TERM)(ORDER BY|RIGHT PART)/.test(step) : step === 'Sort'));

describe(`goods list plans (${TEST_DIALECT})`, () => {
  let ctx: TestContext;
  let db: Kysely<Database>;

  beforeAll(async () => {
    ctx = await createTestContext();
    db = ctx.db.kysely;
  });
  afterAll(async () => ctx?.close());

  const countQuery = (q: PageQuery) => countGoodsQuery(db, ctx.db.dialect, q, LIST_COUNT_CAP + 1).compile();

  for (const [filter, extra] of Object.entries(FILTERS)) {
    for (const order of SORTS) {
      const name = `${order.sort}${'order' in order ? ` ${order.order}` : ''}`;
      it(`${filter} in ${name} order, page 1 and page ${MAX_LIST_PAGES}: an index, in order`, async () => {
        for (const page of [1, MAX_LIST_PAGES]) {
          const plan = await planOf(db, goodsPageQuery(db, ctx.db.dialect, query({ ...extra, ...order, page })).compile());
          expect(fullScans(plan), plan.join(' / ')).toEqual([]);
          expect(fullSorts(plan), plan.join(' / ')).toEqual([]);
          // Both at once (rare) walk the category's entries in order and check the brand on its goods.
          if (filter !== 'a brand in a category') expect(fromIndexAlone(plan), plan.join(' / ')).toBe(true);
        }
      });
      it(`${filter} in ${name} order, read whole in one statement (decision 118): the page by its index, its goods by id`, async () => {
        for (const page of [1, MAX_LIST_PAGES]) {
          const plan = await planOf(db, listPageGoodsQuery(db, ctx.db.dialect, 'en', query({ ...extra, ...order, page })).compile());
          expect(fullScans(plan), plan.join(' / ')).toEqual([]);
          expect(fullSorts(plan), plan.join(' / ')).toEqual([]);
          expect(plan, plan.join(' / ')).toContain(TEST_DIALECT === 'sqlite' ? 'SEARCH g USING INTEGER PRIMARY KEY (rowid=?)' : 'Index Scan on goods');
          if (filter !== 'a brand in a category') expect(plan.some((step) => (TEST_DIALECT === 'sqlite' ? /^SEARCH g USING COVERING INDEX /.test(step) : step === 'Index Only Scan on goods')), plan.join(' / ')).toBe(true);
        }
      });
    }
    it.runIf(TEST_DIALECT === 'postgres')(`${filter}: a list page is planned once per connection, its bounds written in (decision 120)`, async () => {
      for (const order of SORTS) {
        for (const page of [1, MAX_LIST_PAGES]) {
          const q = query({ ...extra, ...order, page });
          const { sql: text, parameters } = listPageGoodsQuery(db, 'postgres', 'en', q).compile();
          // A parameter for the limit makes PostgreSQL take a tenth of the goods for a generic plan, so it plans anew
          // each run; one for a category would give every category the plan of the first ones asked.
          expect(text).toContain(`limit ${q.pageSize} offset ${(page - 1) * q.pageSize}`);
          expect(text).toContain('"g"."on_shelf" = 1');
          // Only the languages its names are looked up in.
          expect(parameters, text).toEqual(['en', 'zh', 'en', 'zh']);
          await db.connection().execute(async (conn) => {
            for (let run = 0; run < 7; run += 1) await listPageGoods(conn, 'postgres', 'en', q);
            const { rows } = await sql<{ generic_plans: unknown }>`select generic_plans from pg_prepared_statements where statement = ${text}`.execute(conn);
            expect(rows.map((r) => Number(r.generic_plans) > 0), text).toEqual([true]);
          });
        }
      }
    });
    it(`${filter}: counted by an index`, async () => {
      const plan = await planOf(db, countQuery(query(extra)));
      expect(fullScans(plan), plan.join(' / ')).toEqual([]);
    });
  }

  for (const [keyword, locale] of [...KEYWORDS.map((k) => [k, 'en'] as const), ...ROOTED_KEYWORDS.map((k) => [k, 'id'] as const)]) {
    it(`a search for "${keyword}" on the ${locale} shop in every order, in a category, and its count: the search index, no table read end to end`, async () => {
      for (const extra of [...SORTS, { sort: 'price', order: 'asc', categoryIds: [1, 2, 3] }, { sort: 'default', brandId: 2 }]) {
        for (const how of ['collect', 'walk'] as const) {
          const plan = await planOf(db, goodsPageQuery(db, ctx.db.dialect, query({ ...extra, keyword, locale }), how).compile());
          const where = `${how} ${JSON.stringify(extra)}: ${plan.join(' / ')}`;
          expect(fullScans(plan), where).toEqual([]);
          // A walk goes down the order's index: it never sorts what it found.
          if (how === 'walk') expect(fullSorts(plan), where).toEqual([]);
        }
      }
      const plan = await planOf(db, countQuery(query({ keyword, locale })));
      expect(fullScans(plan), plan.join(' / ')).toEqual([]);
      // SQLite runs a second `in (…)` of FTS5 ids once per row the first lets through (12 s for "sea salt" among
      // 100,000 goods): the words' id lists are intersected in one list instead.
      if (TEST_DIALECT === 'sqlite') expect(plan.filter((step) => step.startsWith('LIST SUBQUERY')), plan.join(' / ')).toHaveLength(1);
    });
  }

  it('a list in a price range, in every order but price, walks down the order or collects from the price index as its plan says (decision 120)', async () => {
    for (const order of SORTS.filter((o) => o.sort !== 'price')) {
      for (const [filter, extra] of Object.entries(FILTERS)) {
        for (const plan of ['walk', 'collect'] as const) {
          const steps = await planOf(db, listPageGoodsQuery(db, ctx.db.dialect, 'en', query({ ...extra, ...order, minPrice: 50, maxPrice: 100, page: MAX_LIST_PAGES, pricePlan: plan })).compile());
          const where = `${filter}, ${order.sort}, ${plan}: ${steps.join(' / ')}`;
          expect(fullScans(steps), where).toEqual([]);
          // SQLite knows nothing of how prices spread: without a plan it took the price index for every range.
          if (TEST_DIALECT === 'sqlite') expect(steps.some((step) => /USING (COVERING )?INDEX goods_(category_|brand_)?price /.test(step)), where).toBe(plan === 'collect');
        }
      }
    }
  });

  it('a price range in every order, with a keyword, and its count: no table read end to end (decision 100)', async () => {
    for (const extra of [...SORTS, { sort: 'price', order: 'asc', keyword: 'gel' }, { sort: 'sales', keyword: '玫瑰', categoryIds: [1, 2, 3] }]) {
      const plan = await planOf(db, goodsPageQuery(db, ctx.db.dialect, query({ ...extra, minPrice: 50, maxPrice: 100 })).compile());
      expect(fullScans(plan), `${JSON.stringify(extra)}: ${plan.join(' / ')}`).toEqual([]);
    }
    const plan = await planOf(db, countQuery(query({ minPrice: 50 })));
    expect(fullScans(plan), plan.join(' / ')).toEqual([]);
  });

  it('ranks a search (decision 108): each rank, with and without brands found by the words, pages and counts through indexes', async () => {
    for (const keyword of ['玫瑰', 'gel', '玫瑰精油', 'sea salt', 'gel 玫 rose']) {
      const terms = searchTerms(keyword, 'en');
      for (const brands of [[], [2, 3]]) {
        for (const exact of [undefined, isOneOf([4, 9]), isExactName(exactNameKey(keyword), [keyword, keyword.toUpperCase()])]) {
          for (const rank of ranksOf(ctx.db.dialect, terms, exact, brands)) {
            // The exact names are looked up without the words (ranked-search.service.ts).
            const q = query({ keyword: rank.kind === 'exact' ? undefined : keyword, locale: 'en', rank: rank.condition });
            for (const how of ['collect', 'walk'] as const) {
              const plan = await planOf(db, goodsPageQuery(db, ctx.db.dialect, { ...q, skip: 37 }, how).compile());
              const where = `${rank.kind} ${how} ${JSON.stringify(brands)}: ${plan.join(' / ')}`;
              expect(fullScans(plan), where).toEqual([]);
            }
            const counted = await planOf(db, countQuery(q));
            expect(fullScans(counted), `count of ${rank.kind}: ${counted.join(' / ')}`).toEqual([]);
          }
        }
      }
    }
    // The exact names themselves: two index lookups.
    const plan = await planOf(db, exactNameIdsQuery('sea salt', ['sea salt', 'SEA SALT'], 501).compile(db));
    expect(fullScans(plan), plan.join(' / ')).toEqual([]);
    expect(plan.some((step) => /goods_i18n_name_folded|Index (Only )?Scan on goods_i18n/.test(step)), plan.join(' / ')).toBe(true);
  });

  it('looks for a word one typo away through the search index, a bounded number of texts (decision 100)', async () => {
    const plan = await planOf(db, textsHoldingAnyQuery(ctx.db.dialect, typoPieces('lubricnat'), TYPO_CANDIDATES).compile(db));
    expect(fullScans(plan), plan.join(' / ')).toEqual([]);
  });

  it('a short walk (decision 109): its stretch is found on the order\'s index, and its walk stops there, in every order and filter', async () => {
    for (const extra of [...SORTS, { sort: 'latest', categoryIds: [1, 2, 3] }, { sort: 'sales', brandId: 2 }]) {
      const q = query({ ...extra, keyword: 'massage', locale: 'en' });
      const bound = await planOf(db, walkBoundQuery(db, ctx.db.dialect, q, 2_100).compile());
      const walkTo = extra.sort === 'latest' ? '2026-01-01T00:00:00.000Z' : 5;
      const walk = await planOf(db, goodsPageQuery(db, ctx.db.dialect, { ...q, walkTo }, 'walk').compile());
      for (const plan of [bound, walk]) {
        expect(fullScans(plan), `${JSON.stringify(extra)}: ${plan.join(' / ')}`).toEqual([]);
        expect(fullSorts(plan), `${JSON.stringify(extra)}: ${plan.join(' / ')}`).toEqual([]);
      }
    }
  });

  it.runIf(TEST_DIALECT === 'postgres')('keeps the search text in its row, where every search reads it, and moves the character list out (decision 109)', async () => {
    const { rows } = await sql<{ attname: string; attstorage: string }>`select attname, attstorage from pg_attribute
      where attrelid = 'goods_search'::regclass and attname in ('body', 'chars') order by attname`.execute(db);
    expect(rows).toEqual([{ attname: 'body', attstorage: 'm' }, { attname: 'chars', attstorage: 'x' }]);
  });

  it('takes the deepest page for any deeper one', () => {
    expect(goodsListQuery.parse({ page: '2000' }).page).toBe(MAX_LIST_PAGES);
    expect(goodsListQuery.parse({ page: String(MAX_LIST_PAGES) }).page).toBe(MAX_LIST_PAGES);
  });
});
