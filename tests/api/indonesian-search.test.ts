/**
 * Indonesian search by word root (issue 33 item 8, decision 091): on the id shop «pijat» (massage) also finds the
 * «Pemijat …» (massager) goods of the demo catalogue, whose names hold no «pijat»; other shops search as before;
 * migration 0032 marks the roots of goods already there; a console save keeps the marks in step.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListQuery, type GoodsCard, type Page } from '../../src/lib/schemas/goods.ts';
import { insertBrand, insertCategory, insertGoods } from '../../src/server/catalogue/catalogue-write.service.ts';
import { goodsPageQuery, type PageQuery } from '../../src/server/catalogue/goods-list.repository.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { allTermsIds } from '../../src/server/db/search-index.ts';
import { CATEGORY_FILES } from '../../src/server/seed/catalogue/categories/index.ts';
import { buildDraft } from '../../src/server/seed/catalogue/drafts.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

/** The demo goods on the shelf named for massage in Indonesian: «Minyak/Lilin/Roller/Set Pijat …» and the massagers. */
const PIJAT = ['OMMS001', 'OMMS002', 'OMMS003', 'OMMS004', 'OMMS006', 'OMMS007', 'OMMS008', 'OMCG006'];
const PEMIJAT = ['OMPM001', 'OMPM002', 'OMPM003', 'OMPM004', 'OMPM005', 'OMPM006', 'OMPM007', 'OMPM008'];

let ctx: TestContext;
let staff: Operator;
/** Item number of each goods id. */
const itemNo = new Map<number, string>();
const idOf = (item: string) => [...itemNo].find(([, no]) => no === item)![0];

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await operator(ctx, 'staff');
  const categoryId = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '全部', en: 'All' } });
  const brandId = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '兰选', en: 'Orchid Select', id: 'Orchid Select' } });
  const images = ['/media/goods/0a1b2c3d4e5f.webp'];
  for (const file of CATEGORY_FILES) {
    for (const [position, goods] of file.goods.entries()) {
      const draft = buildDraft(goods, file, position, { categoryId, brandId, images });
      itemNo.set(await insertGoods(ctx.db.kysely, draft, ['兰选', 'Orchid Select']), draft.itemNo);
    }
  }
});
afterAll(() => ctx?.close());

async function search(keyword: string, lang: string, sort = 'default'): Promise<string[]> {
  const { body } = await ctx.call<Page<GoodsCard>>('GET', `/api/goods/list?pageSize=60&sort=${sort}&keyword=${encodeURIComponent(keyword)}`, { headers: { lang } });
  expect(body.code).toBe(200);
  expect(body.data.total).toBe(body.data.list.length);
  return body.data.list.map((g) => itemNo.get(g.id)!).sort();
}

describe(`Indonesian search by word root (${TEST_DIALECT})`, () => {
  it('finds the massagers («Pemijat …») for «pijat» on the id shop, 16 goods in every order', async () => {
    const expected = [...PIJAT, ...PEMIJAT].sort();
    for (const sort of ['default', 'sales', 'price', 'latest']) expect(await search('pijat', 'id', sort), sort).toEqual(expected);
    // The affixed word and the word with a suffix find the same goods, and so does the word in capitals.
    expect(await search('pemijat', 'id')).toEqual(expected);
    expect(await search('PIJATAN', 'id')).toEqual(expected);
    // A second word narrows as before.
    expect(await search('pemijat tongkat', 'id')).toEqual(['OMPM004', 'OMPM005']);
  });

  it('finds the same page walking the order as collecting the matches', async () => {
    for (const sort of [{ sort: 'default' }, { sort: 'price', order: 'asc' }, { sort: 'sales' }]) {
      const q = { ...goodsListQuery.parse({ keyword: 'pijat', pageSize: '10', ...sort }), locale: 'id' } as PageQuery;
      const walked = await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, q, 'walk').execute();
      const collected = await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, q, 'collect').execute();
      expect(walked.map((r) => r.id), JSON.stringify(sort)).toEqual(collected.map((r) => r.id));
      expect(walked).toHaveLength(10);
    }
  });

  it('intersects terms whose strings are looked up by different indexes', async () => {
    // A string under three characters goes to the character index beside the trigram lookup of the others.
    const ids = async (terms: [string, ...string[]][]) => {
      const { rows } = await sql<{ id: number }>`${allTermsIds(ctx.db.dialect, terms)}`.execute(ctx.db.kysely);
      return rows.map((r) => itemNo.get(Number(r.id))!).sort();
    };
    expect(await ids([['tongkat'], ['pl', '{pijat}', 'minyak']])).toEqual(['OMPM004', 'OMPM005']);
    expect(await ids([['pl', '{pijat}', 'minyak'], ['tongkat']])).toEqual(['OMPM004', 'OMPM005']);
    expect(await ids([['{pijat}', 'pijat'], ['qx', 'zx'], ['tongkat']])).toEqual([]);
  });

  it('finds words without an affix as before', async () => {
    expect(await search('mawar', 'id')).toEqual(['OMAC007', 'OMBB001', 'OMMS002']);
    expect(await search('sutra', 'id')).toEqual(['OMAC001', 'OMAC003', 'OMAC007', 'OMGS004', 'OMLS004', 'OMLS007']);
    // Other affixed names: «pelumas» (lubricant) by «lumas», «penyimpanan» (storage) by «simpan».
    expect(await search('lumas', 'id')).toEqual(['OMIC002']);
    expect(await search('simpan', 'id')).toEqual(['OMAC004']);
  });

  it('leaves the other shops as they were: their words find what they found without the marks', async () => {
    // A word of the name in each other language of a massager, a massage oil and a storage case.
    const words: [string, string][] = [];
    for (const item of ['OMPM001', 'OMMS001', 'OMAC004']) {
      const names = await ctx.db.kysely.selectFrom('goods_i18n').select(['locale', 'name']).where('goods_id', '=', idOf(item)).where('locale', '!=', 'id').execute();
      for (const { locale, name } of names) words.push([locale, /\s/.test(name) ? name.split(/\s+/)[0]! : [...name].slice(0, 2).join('')]);
    }
    expect(new Set(words.map(([locale]) => locale)).size).toBe(9);
    const results = async () => Promise.all(words.map(async ([locale, word]) => ({ locale, word, found: await search(word, locale) })));
    const marked = await results();
    const migration = migrations['0032_indonesian_roots']!;
    await migration.down!(ctx.db.kysely);
    const unmarked = await results();
    await migration.up(ctx.db.kysely);
    expect(marked).toEqual(unmarked);
    expect(marked.filter(({ found }) => found.length === 0)).toEqual([]);
    expect(await search('massager', 'en')).toEqual(PEMIJAT.sort());
    // Words are looked up by their roots on the id shop only: «pemijat» finds the massagers alone elsewhere.
    expect(await search('pemijat', 'en')).toEqual(PEMIJAT.sort());
  });

  it('marks the roots of goods already in the shop when migration 0032 runs, and takes them out going down', async () => {
    const bodies = async () => new Map((await ctx.db.kysely.selectFrom('goods_search').select(['goods_id', 'body', 'chars']).execute()).map((r) => [r.goods_id, r]));
    const written = await bodies();
    expect(written.get(idOf('OMPM001'))!.body).toMatch(/ \| \{pijat\}$/);
    expect(written.get(idOf('OMAC004'))!.body).toMatch(/ \| \{simpan\} \{kunci\}$/);

    const migration = migrations['0032_indonesian_roots']!;
    await migration.down!(ctx.db.kysely);
    const plain = await bodies();
    expect([...plain.values()].filter((r) => r.body.includes('{'))).toEqual([]);
    expect(await search('pijat', 'id')).toEqual(PIJAT.sort());

    await migration.up(ctx.db.kysely);
    // The same text as a goods written now gets, characters included.
    expect(await bodies()).toEqual(written);
    expect(await search('pijat', 'id')).toEqual([...PIJAT, ...PEMIJAT].sort());
  });

  it('keeps the marks in step when the console saves a goods under a new Indonesian name', async () => {
    type Form = { id: number; texts: Record<string, { name: string; description: string }>; [field: string]: unknown };
    const id = idOf('OMMS005');
    const load = async () => (await ctx.call<Form>('GET', `/api/admin/goods/${id}`, { headers: staff.headers })).body.data;
    const rename = async (name: string) => {
      const form = await load();
      const saved = await ctx.call<Form>('POST', `/api/admin/goods/${id}`, { json: { ...form, texts: { ...form.texts, id: { ...form.texts.id!, name } } }, headers: staff.headers });
      expect(saved.body.code).toBe(0);
    };
    expect(await search('pijat', 'id')).not.toContain('OMMS005');
    await rename('Lilin Pemijatan Amber Glow');
    expect(await search('pijat', 'id')).toContain('OMMS005');
    await rename('Lilin Aroma Amber Glow');
    expect(await search('pijat', 'id')).not.toContain('OMMS005');
  });
});
