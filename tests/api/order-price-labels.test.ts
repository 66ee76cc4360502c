import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import type { OrderDetailView, OrderPreview, OrderView } from '../../src/lib/schemas/order-view.ts';
import { operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, requestId, submit, type Buyer } from './order-fixture.ts';

/**
 * An order line keeps what its unit price was called and the market price beside it, as pricedLines()
 * gave them to the confirm page, so the order screens label the line the same way (decision 052).
 */

let ctx: TestContext;
let member: Buyer;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await buyer(ctx, 10_000_000);
});
afterAll(() => ctx.close());

const stored = (orderNo: string) =>
  ctx.db.kysely
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.sku_id', 'i.unit_price', 'i.price_label', 'i.market_price'])
    .where('o.order_no', '=', orderNo)
    .orderBy('i.sku_id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, unit_price: Number(r.unit_price), market_price: r.market_price === null ? null : Number(r.market_price) })));

async function detail(orderNo: string) {
  const { body } = await ctx.call<OrderDetailView>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: member.headers });
  expect(body.code).toBe(200);
  return body.data.items.map(({ skuId, unitPrice, priceLabel, marketPrice }) => ({ skuId, unitPrice, priceLabel, marketPrice }));
}

async function buy(items: { skuId: number; quantity: number }[]) {
  const preview = await ctx.call<OrderPreview>('POST', '/api/order/preview', { json: { items }, headers: member.headers });
  expect(preview.body.code).toBe(200);
  const placed = await submit(ctx, member, items);
  expect(placed.body.code).toBe(200);
  const shown = preview.body.data.lines.map(({ skuId, unitPrice, priceLabel, marketPrice }) => ({ skuId, unitPrice, priceLabel, marketPrice }));
  return { orderNo: placed.body.data.orderNo, shown: shown.sort((a, b) => a.skuId - b.skuId) };
}

describe(`order lines keep their price labels (${TEST_DIALECT})`, () => {
  it('stores the label and market price the confirm page showed, and every order read answers them', async () => {
    const memberPriced = await goodsWithStock(ctx, 50, { price: 8900, marketPrice: 9900, memberPrice: 7900 });
    const plain = await goodsWithStock(ctx, 50, { price: 8900, marketPrice: 9900 });
    const onSale = await goodsWithStock(ctx, 50, { price: 8900, marketPrice: 8900, salePrice: 6900 });
    const { orderNo, shown } = await buy([
      { skuId: memberPriced.skuId, quantity: 2 },
      { skuId: plain.skuId, quantity: 1 },
      { skuId: onSale.skuId, quantity: 1 },
    ]);
    expect(shown).toEqual([
      { skuId: memberPriced.skuId, unitPrice: 7900, priceLabel: 'member', marketPrice: 9900 },
      { skuId: plain.skuId, unitPrice: 8900, priceLabel: 'price', marketPrice: 9900 },
      // Everyone pays the sale price: the goods page calls it "price", and the market price is not above it.
      { skuId: onSale.skuId, unitPrice: 6900, priceLabel: 'price', marketPrice: 8900 },
    ]);
    expect(await stored(orderNo)).toEqual(shown.map((l) => ({ sku_id: l.skuId, unit_price: l.unitPrice, price_label: l.priceLabel, market_price: l.marketPrice })));
    expect(await detail(orderNo)).toEqual(shown);

    const list = await ctx.call<{ list: OrderView[] }>('GET', `/api/my/shopping/getOrdersList?status=all&keyword=${orderNo}&page=1&pageSize=10`, { headers: member.headers });
    expect(list.body.data.list[0]!.items.map(({ skuId, priceLabel, marketPrice }) => ({ skuId, priceLabel, marketPrice }))).toEqual(
      shown.map(({ skuId, priceLabel, marketPrice }) => ({ skuId, priceLabel, marketPrice })),
    );

    const staff = await operator(ctx, 'staff');
    const consoleDetail = await ctx.call<{ items: { priceLabel: string; marketPrice: number | null; unitPrice: number }[] }>('GET', `/api/admin/orders/${orderNo}`, { headers: staff.headers });
    expect(consoleDetail.body.data.items.map(({ unitPrice, priceLabel, marketPrice }) => ({ unitPrice, priceLabel, marketPrice }))).toEqual(
      shown.map(({ unitPrice, priceLabel, marketPrice }) => ({ unitPrice, priceLabel, marketPrice })),
    );
  });

  it('keeps the market price only while it is above what was paid', async () => {
    const cheapMarket = await goodsWithStock(ctx, 5, { price: 8900, marketPrice: 7000, memberPrice: 7900 });
    const { orderNo } = await buy([{ skuId: cheapMarket.skuId, quantity: 1 }]);
    expect(await stored(orderNo)).toEqual([{ sku_id: cheapMarket.skuId, unit_price: 7900, price_label: 'member', market_price: null }]);
  });

  it('scales the member and market prices of a SKU with its own price by price_sku / price_goods', async () => {
    const goods = await goodsWithStock(ctx, 5, {
      price: 15900,
      marketPrice: 20670,
      memberPrice: 14900,
      i18n: { zh: { name: '按摩油', specs: [{ name: '容量', values: ['100 ml', '200 ml'] }] }, en: { name: 'Oil', specs: [{ name: 'Capacity', values: ['100 ml', '200 ml'] }] } },
      skus: [{ values: [0], stock: 5 }, { values: [1], stock: 5, price: 19900 }],
    });
    const sku = await ctx.db.kysely.selectFrom('skus').select('id').where('goods_id', '=', goods.goodsId).where('price', '=', 19900).executeTakeFirstOrThrow();
    const { orderNo, shown } = await buy([{ skuId: sku.id, quantity: 1 }]);
    const scaled = (fen: number) => Math.round((fen * 19900) / 15900);
    expect(shown).toEqual([{ skuId: sku.id, unitPrice: scaled(14900), priceLabel: 'member', marketPrice: scaled(20670) }]);
    expect(scaled(14900)).toBe(18648);
    expect(await detail(orderNo)).toEqual(shown);
  });

  it('keeps one label per line under a burst of submissions of the same goods', async () => {
    const goods = await goodsWithStock(ctx, 100, { price: 5900, marketPrice: 7900, memberPrice: 4900 });
    const placed = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.call<{ orderNo: string }>('POST', '/api/order/submit', {
          json: { items: [{ skuId: goods.skuId, quantity: 1 }], addressId: member.addressId, buyerMessage: '', requestId: requestId() },
          headers: member.headers,
        }),
      ),
    );
    expect(placed.map((p) => p.body.code)).toEqual(Array(30).fill(200));
    const rows = await ctx.db.kysely.selectFrom('order_items').select(['price_label', 'market_price', 'unit_price']).where('sku_id', '=', goods.skuId).execute();
    expect(rows).toHaveLength(30);
    for (const r of rows) expect({ ...r, market_price: Number(r.market_price), unit_price: Number(r.unit_price) }).toEqual({ price_label: 'member', market_price: 7900, unit_price: 4900 });
  });

  it('gives lines bought before migration 0019 the plain "price" label and no market price, and goes back again', async () => {
    const goods = await goodsWithStock(ctx, 5, { price: 8900, marketPrice: 9900, memberPrice: 7900 });
    const { orderNo } = await buy([{ skuId: goods.skuId, quantity: 1 }]);
    const db = ctx.db.kysely;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo('0018_job_leases');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction])).toContainEqual(['0019_order_item_prices', 'Down']);
    await migrateToLatest(ctx.db);
    expect(await stored(orderNo)).toEqual([{ sku_id: goods.skuId, unit_price: 7900, price_label: 'price', market_price: null }]);
    expect(await detail(orderNo)).toEqual([{ skuId: goods.skuId, unitPrice: 7900, priceLabel: 'price', marketPrice: null }]);
  });
});

