/**
 * The request shapes of the scale stage: sorts, filters, keyword kinds, deep pages and the goods detail, with
 * the rows they need picked from the database (a big second-level category, a big brand, on-shelf ids).
 */
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { EDITIONS, SERIES } from '../../src/server/seed/catalogue/words.ts';
import { keywordAt, keywordMix } from './keywords.ts';

export interface Shape {
  name: string;
  /** Path of request i; shapes with several words take them in turn. */
  path: (i: number) => string;
  /** Whether it takes turns over searched words, whose pages the shop remembers (decision 111). */
  words?: true;
}

/** What the shapes are made of, picked once on the smallest catalogue so each shape means the same at every size. */
export interface Picks {
  category: { id: number; goods: number };
  brand: { id: number; goods: number };
  /** Item numbers of on-shelf demo goods: each matches one goods, however many synthetic ones there are. */
  itemNumbers: string[];
  /** The English words most demo goods are named with; synthetic goods copy demo names, so they stay common. */
  commonWords: string[];
}

/** Per catalogue size: every goods stored, and the on-shelf ids the detail shape spreads over. */
export interface CatalogueCount {
  goods: number;
  onShelfIds: number[];
}

/** Spreads request i over a list with a fixed multiplier: a deterministic, well-mixed pick. */
const spread = <T>(list: readonly T[], i: number): T => list[(i * 2_654_435_761) % list.length]!;

/** Two-word names the word lists really produce ("sea salt", "rose gold", "gift edition"). */
export const PHRASES = [...SERIES, ...EDITIONS].map((t) => t.en.toLowerCase()).filter((w) => w.split(' ').length === 2);
/** Words no goods is named with; the report's line of totals shows that they match nothing. */
export const NO_HIT_WORDS = ['xylophone', 'zeppelin', 'quokka', 'trombone', 'kazoo', 'walrus'];

const list = (query: string) => `/api/goods/list${query ? `?${query}` : ''}`;
const kw = (words: readonly string[], i: number) => `keyword=${encodeURIComponent(words[i % words.length]!)}`;

/** The shapes, in the order their cold (first) requests are sent. `lastPage` is read when a request is made. */
export function scaleShapes(picks: Picks, count: CatalogueCount, lastPage: () => number): Shape[] {
  const mix = keywordMix();
  const { one } = mix;
  return [
    { name: 'list default', path: () => list('') },
    { name: 'list sales', path: () => list('sort=sales') },
    { name: 'list price asc', path: () => list('sort=price&order=asc') },
    { name: 'list price desc', path: () => list('sort=price&order=desc') },
    { name: 'list latest', path: () => list('sort=latest') },
    { name: 'category', path: () => list(`categoryId=${picks.category.id}`) },
    { name: 'brand', path: () => list(`brandId=${picks.brand.id}`) },
    { name: 'keyword rare', words: true, path: (i) => list(kw(picks.itemNumbers, i)) },
    { name: 'keyword common', words: true, path: (i) => list(kw(picks.commonWords, i)) },
    { name: 'keyword CJK 1 char', words: true, path: (i) => list(kw(one, i)) },
    { name: 'keyword 2 words', words: true, path: (i) => list(kw(PHRASES, i)) },
    { name: 'keyword no hit', words: true, path: (i) => list(kw(NO_HIT_WORDS, i)) },
    { name: 'keyword + price', words: true, path: (i) => list(`${kw(picks.commonWords, i)}&sort=price&order=asc`) },
    // A price range: the goods between ¥50 and ¥100 in the default and in price order, and a floor above every price.
    { name: 'price range', path: () => list('minPrice=50&maxPrice=100') },
    { name: 'price range, price order', path: () => list('minPrice=50&maxPrice=100&sort=price') },
    { name: 'price above all', path: () => list('minPrice=99999&sort=latest') },
    // What a shopper has typed so far: one or two Chinese characters, or a word of three letters or more.
    { name: 'suggest', words: true, path: (i) => `/api/goods/suggest?keyword=${encodeURIComponent(keywordAt(mix, i))}` },
    { name: 'page 1', path: () => list('page=1') },
    { name: 'page 50', path: () => list('page=50') },
    { name: 'last page', path: () => list(`page=${lastPage()}`) },
    { name: 'detail', path: (i) => `/api/goods/details?id=${spread(count.onShelfIds, i)}` },
  ];
}

/**
 * The last page the list offers, from its first page's answer: the page count its total implies, or a depth
 * cap the answer names (a field such as `maxPage`), whichever is smaller.
 */
export function lastPageOf(data: Record<string, unknown>): number {
  const total = Number(data.total);
  const pageSize = Number(data.pageSize);
  let last = total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 1;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'number' && value >= 1 && /^(max|last)Pages?$|^page(Cap|Limit)$/i.test(key)) last = Math.min(last, Math.floor(value));
  }
  return last;
}

function connect(env: Record<string, string>) {
  return openDatabase(loadConfig({ ...process.env, ...env }).databaseUrl);
}

const STOP_WORDS = new Set(['and', 'the', 'for', 'with']);

/** The `top` words of three letters or more that name the most goods, most first (ties alphabetical). */
export function commonWords(names: readonly string[], top: number): string[] {
  const goodsPerWord = new Map<string, number>();
  for (const name of names) {
    for (const word of new Set(name.toLowerCase().match(/[a-z]{3,}/g) ?? [])) if (!STOP_WORDS.has(word)) goodsPerWord.set(word, (goodsPerWord.get(word) ?? 0) + 1);
  }
  return [...goodsPerWord].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top).map(([w]) => w);
}

/** Goods stored and the on-shelf ids, after a seeding step. */
export async function countCatalogue(env: Record<string, string>): Promise<CatalogueCount> {
  const db = connect(env);
  try {
    const all = await db.kysely.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await db.kysely.selectFrom('goods').select('id').where('on_shelf', '=', 1).orderBy('id').execute();
    return { goods: Number(all.n), onShelfIds: rows.map((r) => r.id) };
  } finally {
    await db.close();
  }
}

/** The second-level category (a child of a top one; its subtree counted) and the brand with most on-shelf goods. */
export async function pickRows(env: Record<string, string>): Promise<Picks> {
  const db = connect(env);
  try {
    const k = db.kysely;
    const categories = await k.selectFrom('categories').select(['id', 'parent_id']).execute();
    const perCategory = await k.selectFrom('goods').select(['category_id', (eb) => eb.fn.countAll<number>().as('n')]).where('on_shelf', '=', 1).groupBy('category_id').execute();
    const parent = new Map(categories.map((c) => [c.id, c.parent_id]));
    const depth = (id: number): number => (parent.get(id) == null ? 1 : 1 + depth(parent.get(id)!));
    const under = new Map<number, number>();
    for (const row of perCategory) {
      for (let id: number | null | undefined = row.category_id; id != null; id = parent.get(id)) under.set(id, (under.get(id) ?? 0) + Number(row.n));
    }
    const second = [...under].filter(([id]) => depth(id) === 2);
    const [categoryId, categoryGoods] = (second.length ? second : [...under]).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    const brand = await k
      .selectFrom('goods')
      .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('on_shelf', '=', 1)
      .where('brand_id', 'is not', null)
      .groupBy('brand_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('brand_id')
      .executeTakeFirstOrThrow();
    const demo = k.selectFrom('goods').where('on_shelf', '=', 1).where('item_no', 'like', 'OM%');
    const items = await demo.select('item_no').orderBy('id').execute();
    const names = await demo.innerJoin('goods_i18n as n', 'n.goods_id', 'goods.id').where('n.locale', '=', 'en').select('n.name').execute();
    return {
      category: { id: categoryId, goods: categoryGoods },
      brand: { id: brand.brand_id!, goods: Number(brand.n) },
      itemNumbers: items.map((r) => r.item_no.toLowerCase()),
      commonWords: commonWords(names.map((r) => r.name), 8),
    };
  } finally {
    await db.close();
  }
}

/** Bytes the database takes: SQLite's file and its write-ahead log, or PostgreSQL's own measure. */
export async function databaseBytes(env: Record<string, string>, sqliteFile: string): Promise<number> {
  const db = connect(env);
  try {
    if (db.dialect === 'postgres') {
      const { rows } = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db.kysely);
      return Number(rows[0]!.bytes);
    }
  } finally {
    await db.close();
  }
  return [sqliteFile, `${sqliteFile}-wal`].reduce((sum, f) => sum + (statSync(f, { throwIfNoEntry: false })?.size ?? 0), 0);
}
