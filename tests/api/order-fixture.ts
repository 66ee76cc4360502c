import { randomUUID } from 'node:crypto';
import { insertCategory, insertGoods, type GoodsDraft } from '../../src/server/catalogue/catalogue-write.service.ts';
import { post } from '../../src/server/balance/ledger.ts';
import type { TestContext } from './harness.ts';
import { lastCodeTo, memberWithEmail } from './members.ts';

export const PAY_PWD = '246810';
/** 北京市 北京市 东城区: a standard-freight region. */
export const BEIJING = { provinceId: 110000, cityId: 110100, districtId: 110101 };

let emails = 0;

/** One goods with one SKU of `stock` units at `price` fen; returns its goods and SKU ids. */
export async function goodsWithStock(ctx: TestContext, stock: number, over: Partial<GoodsDraft> = {}) {
  const db = ctx.db.kysely;
  const categoryId = await insertCategory(db, { parentId: null, sort: 1, names: { zh: '测试', en: 'Test' } });
  const goodsId = await insertGoods(
    db,
    {
      itemNo: `T-${randomUUID().slice(0, 8)}`,
      categoryId,
      brandId: null,
      price: 8900,
      marketPrice: 9900,
      salePrice: null,
      memberPrice: null,
      sales: 0,
      freeShipping: false,
      selfOperated: true,
      onShelf: true,
      services: [],
      images: ['/media/goods/t.webp'],
      flags: [],
      createdAt: new Date().toISOString(),
      i18n: { zh: { name: '香薰蜡烛', specs: [{ name: '香味', values: ['玫瑰'] }] }, en: { name: 'Scented Candle', specs: [{ name: 'Scent', values: ['Rose'] }] } },
      skus: [{ values: [0], stock }],
      ...over,
    },
    [],
  );
  const sku = await db.selectFrom('skus').select('id').where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
  return { goodsId, skuId: sku.id };
}

export interface Buyer {
  id: number;
  token: string;
  headers: Record<string, string>;
  addressId: number;
}

/** A member with a security email, payment password PAY_PWD, `balance` fen and a default Beijing address. */
export async function buyer(ctx: TestContext, balance = 100_000): Promise<Buyer> {
  emails += 1;
  const email = `buyer${emails}.${process.pid}@example.com`;
  const m = await memberWithEmail(ctx, email);
  const headers = { token: m.token, lang: 'en' };
  await ctx.call('POST', '/api/member/sendEmailCode', { json: {}, headers });
  const code = await lastCodeTo(ctx, email);
  const set = await ctx.call('POST', '/api/member/setPayPwd', { json: { payPwd: PAY_PWD, code }, headers });
  if (set.body.code !== 200) throw new Error(`setPayPwd failed: ${set.body.msg}`);
  const { id } = await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
  if (balance > 0) await post(ctx.db.kysely, { memberId: id, type: 'adjust', amount: balance, note: 'test funds' });
  const added = await ctx.call<{ id: number }>('POST', '/api/memberAddress/add', {
    json: { name: '张三', mobile: '13800138000', ...BEIJING, detail: '幸福路 1 号楼 101', isDefault: true },
    headers,
  });
  if (added.body.code !== 200) throw new Error(`address failed: ${added.body.msg}`);
  return { id, token: m.token, headers, addressId: added.body.data.id };
}

export const requestId = () => randomUUID();

export async function submit(ctx: TestContext, b: Buyer, items: { skuId: number; quantity: number }[], extra: object = {}) {
  return ctx.call<{ orderNo: string }>('POST', '/api/order/submit', {
    json: { items, addressId: b.addressId, buyerMessage: '', requestId: requestId(), ...extra },
    headers: b.headers,
  });
}

export async function stockOf(ctx: TestContext, skuId: number): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow();
  return Number(row.stock);
}

export async function balanceOf(ctx: TestContext, memberId: number): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('members').select('balance').where('id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function statusOf(ctx: TestContext, orderNo: string): Promise<string> {
  const row = await ctx.db.kysely.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  return row.status;
}
