import { CompiledQuery, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { importReview } from '../../src/server/reviews/review-import.service.ts';
import { reviewRunQuery } from '../../src/server/reviews/review.repository.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, evaluate, goodsWithStock, receivedOrder, review } from './review-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

interface Page {
  list: { id: number; content: string; lang: string | null }[];
  total: number;
  counts: { all: number; myLanguage: number; withPictures: number; positive: number };
}

async function list(goodsId: number, lang: string, query = ''): Promise<Page> {
  const res = await ctx.call<Page>('GET', `/api/goods/evaluateList?goodsId=${goodsId}${query}`, { headers: { lang } });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

let day = 0;
/** A demo-style review of `goodsId` in `locale`, each one newer than the one before. */
async function write(goodsId: number, memberId: number, locale: Locale | null, content: string, over: { score?: number; pictures?: boolean } = {}) {
  day += 1;
  return importReview(ctx.db.kysely, {
    goods_id: goodsId,
    member_id: memberId,
    sku_id: null,
    sku_label: null,
    order_item_id: null,
    locale,
    score: over.score ?? 5,
    content,
    images: '',
    anonymous: 0,
    has_pictures: over.pictures ? 1 : 0,
    follow_up: null,
    follow_up_images: null,
    follow_up_at: null,
    created_at: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString(),
  });
}

describe(`reviews in the reader's language first (${TEST_DIALECT})`, () => {
  it('a review written on an English page is listed first in English and labelled English on a Chinese page', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 1);
    const goodsId = order.goodsIds[0]!;
    const written = await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { content: 'Lovely, and the parcel was plain.' })]);
    expect(written.body.code).toBe(200);
    // Newer reviews in other languages: by date alone the English one would come last.
    await write(goodsId, b.id, 'zh', '包装很严实，质量很好。');
    await write(goodsId, b.id, 'ja', 'とても良いです。');

    const en = await list(goodsId, 'en');
    expect(en.list.map((r) => r.lang)).toEqual(['en', 'ja', 'zh']);
    expect(en.list[0]!.content).toBe('Lovely, and the parcel was plain.');
    expect(en.counts).toEqual({ all: 3, myLanguage: 1, withPictures: 0, positive: 3 });

    const zh = await list(goodsId, 'zh');
    expect(zh.list.map((r) => r.lang)).toEqual(['zh', 'ja', 'en']);
    expect(zh.counts.myLanguage).toBe(1);
  });

  it('filter=myLanguage lists only the reader’s language; the other filters keep it first', async () => {
    const b = await buyer(ctx);
    const { goodsId } = await goodsWithStock(ctx, 1);
    const ar1 = await write(goodsId, b.id, 'ar', 'منتج رائع', { pictures: true });
    const en1 = await write(goodsId, b.id, 'en', 'Great', { pictures: true });
    const ar2 = await write(goodsId, b.id, 'ar', 'جيد', { score: 2 });
    const th1 = await write(goodsId, b.id, 'th', 'ดีมาก', { pictures: true, score: 3 });

    const mine = await list(goodsId, 'ar', '&filter=myLanguage');
    expect(mine.list.map((r) => r.id)).toEqual([ar2, ar1]);
    expect(mine.total).toBe(2);
    expect(mine.counts).toEqual({ all: 4, myLanguage: 2, withPictures: 3, positive: 2 });

    const pictures = await list(goodsId, 'ar', '&filter=withPictures');
    expect(pictures.list.map((r) => r.id)).toEqual([ar1, th1, en1]);
    expect(pictures.total).toBe(3);
    const positive = await list(goodsId, 'ar', '&filter=positive');
    expect(positive.list.map((r) => r.id)).toEqual([ar1, en1]);

    // A reader whose language nobody wrote in sees the reviews newest first, as before.
    const vi = await list(goodsId, 'vi');
    expect(vi.list.map((r) => r.id)).toEqual([th1, ar2, en1, ar1]);
    expect(vi.counts.myLanguage).toBe(0);
    expect((await list(goodsId, 'vi', '&filter=myLanguage')).list).toEqual([]);
  });

  it('pages across the split: the language’s last ones, then the others, each once', async () => {
    const b = await buyer(ctx);
    const { goodsId } = await goodsWithStock(ctx, 1);
    const ids: Record<string, number[]> = { ru: [], ko: [] };
    for (let i = 0; i < 7; i++) {
      ids.ru!.push(await write(goodsId, b.id, 'ru', `Отлично ${i}`));
      ids.ko!.push(await write(goodsId, b.id, 'ko', `좋아요 ${i}`));
    }
    const expected = [...ids.ru!].reverse().concat([...ids.ko!].reverse());
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const p = await list(goodsId, 'ru', `&page=${page}&pageSize=4`);
      expect(p.total).toBe(14);
      seen.push(...p.list.map((r) => r.id));
    }
    expect(seen).toEqual(expected);
    const split = await list(goodsId, 'ru', '&page=2&pageSize=4');
    expect(split.list.map((r) => r.lang)).toEqual(['ru', 'ru', 'ru', 'ko']);
    const onlyMine = await list(goodsId, 'ru', '&filter=myLanguage&page=2&pageSize=4');
    expect(onlyMine.list.map((r) => r.id)).toEqual(expected.slice(4, 7));
  });

  it.runIf(TEST_DIALECT === 'sqlite')('each run is one range of an index in id order: no sort of the goods’ reviews', async () => {
    for (const mine of [true, false]) {
      for (const filter of ['all', 'withPictures', 'positive'] as const) {
        const query = reviewRunQuery(ctx.db.kysely, { goodsId: 1, filter, locale: 'en', mine, offset: 20, limit: 10 }).compile();
        const plan = await ctx.db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
        const details = plan.rows.map((r) => r.detail).join('; ');
        expect(details, `${mine} ${filter}`).toContain(mine ? 'USING INDEX reviews_goods_locale (goods_id=? AND status=? AND locale=?)' : 'USING INDEX reviews_goods_status (goods_id=? AND status=?)');
        expect(details).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('migration 0031 gives older reviews the language of their text', async () => {
    const db = ctx.db.kysely;
    const b = await buyer(ctx);
    const { goodsId } = await goodsWithStock(ctx, 1);
    const texts: [string, Locale | null][] = [
      ['這個東西很好用，出貨也快', 'zh-TW'],
      ['Barang sangat bagus dan pengiriman cepat', 'id'],
      ['Hàng đẹp, giao nhanh', 'vi'],
      ['Отличный товар', 'ru'],
      ['👍👍', null],
    ];
    const ids = [];
    for (const [content] of texts) ids.push(await write(goodsId, b.id, 'en', content));
    const kept = await write(goodsId, b.id, 'ko', 'Nice one');

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo('0030_list_order_indexes');
    expect(down.error).toBeUndefined();
    // Rows as they were before the page's language was kept, or with a code that is not one of ours.
    await sql`update reviews set locale = null where id in (${sql.join(ids.slice(0, 3))})`.execute(db);
    await sql`update reviews set locale = ${'xx'} where id in (${sql.join(ids.slice(3))})`.execute(db);
    await migrateToLatest(ctx.db);

    const rows = await db.selectFrom('reviews').select(['id', 'locale']).where('goods_id', '=', goodsId).orderBy('id').execute();
    expect(rows.map((r) => r.locale)).toEqual([...texts.map(([, l]) => l), 'ko']);
    expect(rows.at(-1)!.id).toBe(kept);
    const page = await list(goodsId, 'vi');
    expect(page.list[0]!.content).toBe('Hàng đẹp, giao nhanh');
    // An undetectable old row is listed among the others, without a language.
    expect(page.list.find((r) => r.content === '👍👍')!.lang).toBeNull();
  });
});
