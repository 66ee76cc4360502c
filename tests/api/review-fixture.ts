import sharp from 'sharp';
import * as ops from '../../src/server/orders/operator.service.ts';
import type { TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';

/** Orders that reached "to be evaluated", goods to review and pictures of the member's own. */

export interface ReceivedOrder {
  orderNo: string;
  /** Order item ids, in the order the goods were bought. */
  itemIds: number[];
  goodsIds: number[];
}

/** A buyer's order of one unit of each goods (new ones unless given), paid, shipped and received. */
export async function receivedOrder(ctx: TestContext, b: Buyer, goodsCount = 1, confirm = true, given: { skuId: number }[] = []): Promise<ReceivedOrder> {
  const goods = [...given];
  for (let i = goods.length; i < goodsCount; i++) goods.push(await goodsWithStock(ctx, 20));
  const placed = await submit(ctx, b, goods.map((g) => ({ skuId: g.skuId, quantity: 1 })));
  if (placed.body.code !== 200) throw new Error(`submit failed: ${placed.body.msg}`);
  const { orderNo } = placed.body.data;
  const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });
  if (paid.body.code !== 200) throw new Error(`pay failed: ${paid.body.msg}`);
  await ops.shipOrder(ctx.db.kysely, {}, orderNo, 'SF', `SF${orderNo.slice(-6)}`);
  if (confirm) {
    const received = await ctx.call('POST', '/api/order/confirmReceipt', { json: { orderNo }, headers: b.headers });
    if (received.body.code !== 200) throw new Error(`confirm failed: ${received.body.msg}`);
  }
  const order = await ctx.db.kysely.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const items = await ctx.db.kysely.selectFrom('order_items').select(['id', 'goods_id']).where('order_id', '=', order.id).orderBy('id').execute();
  return { orderNo, itemIds: items.map((i) => i.id), goodsIds: items.map((i) => i.goods_id) };
}

export { buyer, goodsWithStock, type Buyer };

/** Uploads a small PNG as the member and answers its URL. */
export async function picture(ctx: TestContext, token: string, colour = '#af57ff'): Promise<string> {
  const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: colour } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const res = await ctx.app.request('/web/api/upload', { method: 'POST', body: form, headers: { token } });
  const body = (await res.json()) as { code: number; data: { url: string }; msg: string };
  if (body.code !== 200) throw new Error(`upload failed: ${body.msg}`);
  return body.data.url;
}

export const review = (orderItemId: number, over: Record<string, unknown> = {}) => ({
  orderItemId,
  score: 5,
  content: 'Lovely scent and a discreet parcel.',
  images: [],
  anonymous: false,
  ...over,
});

export async function evaluate(ctx: TestContext, b: Buyer, orderNo: string, items: object[]) {
  return ctx.call<{ reviewed: number; completed: boolean }>('POST', '/api/order/evaluate', { json: { orderNo, items }, headers: b.headers });
}

export async function followUp(ctx: TestContext, b: Buyer, orderItemId: number, over: Record<string, unknown> = {}) {
  return ctx.call('POST', '/api/order/followUp', { json: { orderItemId, content: 'Still lovely after a month.', images: [], ...over }, headers: b.headers });
}

export interface ReviewList {
  list: { id: number; nickname: string; avatar: string | null; score: number; content: string; images: string[]; spec: string | null; lang: string | null; followUp: { content: string; images: string[]; createdAt: string } | null }[];
  total: number;
  counts: { all: number; myLanguage: number; withPictures: number; positive: number };
  rating: { average: number; count: number; positiveRate: number };
}

export async function reviewsOf(ctx: TestContext, goodsId: number, filter = 'all', lang = 'en'): Promise<ReviewList> {
  const res = await ctx.call<ReviewList>('GET', `/api/goods/evaluateList?goodsId=${goodsId}&filter=${filter}`, { headers: { lang } });
  if (res.body.code !== 200) throw new Error(`evaluateList failed: ${res.body.msg}`);
  return res.body.data;
}

/** The goods' running totals recounted from its visible reviews: they must always agree. */
export async function recountedTotals(ctx: TestContext, goodsId: number) {
  const rows = await ctx.db.kysely.selectFrom('reviews').select(['score', 'has_pictures']).where('goods_id', '=', goodsId).where('status', '=', 'visible').execute();
  return {
    review_count: rows.length,
    review_score_sum: rows.reduce((s, r) => s + r.score, 0),
    review_positive: rows.filter((r) => r.score >= 4).length,
    review_pictures: rows.filter((r) => r.has_pictures === 1).length,
  };
}

export async function storedTotals(ctx: TestContext, goodsId: number) {
  const row = await ctx.db.kysely.selectFrom('goods').select(['review_count', 'review_score_sum', 'review_positive', 'review_pictures']).where('id', '=', goodsId).executeTakeFirstOrThrow();
  return { review_count: Number(row.review_count), review_score_sum: Number(row.review_score_sum), review_positive: Number(row.review_positive), review_pictures: Number(row.review_pictures) };
}
