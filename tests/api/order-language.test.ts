import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

interface Item {
  name: string;
  spec: string;
}
interface Order {
  orderNo: string;
  items: Item[];
  address?: { region: string; address: string };
}

/** A massager written in Chinese, English, Japanese and Arabic; every other language falls back. */
const TEXTS = {
  zh: { name: '智能肩颈按摩仪', specs: [{ name: '颜色', values: ['珍珠白', '午夜蓝'] }] },
  en: { name: 'Smart Neck Massager', specs: [{ name: 'Colour', values: ['Pearl white', 'Midnight blue'] }] },
  ja: { name: 'スマート首肩マッサージャー', specs: [{ name: 'カラー', values: ['パールホワイト', 'ミッドナイトブルー'] }] },
  ar: { name: 'جهاز تدليك ذكي للرقبة', specs: [{ name: 'اللون', values: ['أبيض لؤلؤي', 'أزرق منتصف الليل'] }] },
};

async function chineseOrder(): Promise<{ b: Buyer; orderNo: string; goodsId: number }> {
  const b = await buyer(ctx);
  const { goodsId, skuId } = await goodsWithStock(ctx, 5, { i18n: TEXTS });
  // Bought from the Chinese shop: the order's snapshot is in Chinese.
  const res = await submit(ctx, { ...b, headers: { ...b.headers, lang: 'zh' } }, [{ skuId, quantity: 1 }]);
  expect(res.body.code, res.body.msg).toBe(200);
  return { b, orderNo: res.body.data.orderNo, goodsId };
}

const read = async <T>(b: Buyer, lang: string, path: string) => {
  const res = await ctx.call<T>('GET', path, { headers: { ...b.headers, lang } });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};
const listed = async (b: Buyer, lang: string) => (await read<{ list: Order[] }>(b, lang, '/api/my/shopping/getOrdersList?status=all&page=1&pageSize=10')).list[0]!;
const detail = (b: Buyer, lang: string, orderNo: string) => read<Order>(b, lang, `/api/order/detail?orderNo=${orderNo}`);

describe(`orders in the reader's language (${TEST_DIALECT})`, () => {
  it('shows the same order in Arabic, Japanese and English on the list, the detail and the personal centre', async () => {
    const { b, orderNo } = await chineseOrder();
    expect((await listed(b, 'ar')).items[0]).toMatchObject({ name: 'جهاز تدليك ذكي للرقبة', spec: 'اللون: أبيض لؤلؤي' });
    expect((await detail(b, 'ja', orderNo)).items[0]).toMatchObject({ name: 'スマート首肩マッサージャー', spec: 'カラー: パールホワイト' });
    expect((await detail(b, 'en', orderNo)).items[0]).toMatchObject({ name: 'Smart Neck Massager', spec: 'Colour: Pearl white' });
    expect((await listed(b, 'zh')).items[0]).toMatchObject({ name: '智能肩颈按摩仪', spec: '颜色: 珍珠白' });
    const centre = await read<{ recentOrders: Order[] }>(b, 'ja', '/api/my/shopping/getMemberShoppingInfo');
    expect(centre.recentOrders[0]?.items[0]?.name).toBe('スマート首肩マッサージャー');
  });

  it('follows the fallback chain for languages the goods is not written in', async () => {
    const { b, orderNo } = await chineseOrder();
    expect((await detail(b, 'th', orderNo)).items[0]).toMatchObject({ name: 'Smart Neck Massager', spec: 'Colour: Pearl white' });
    expect((await detail(b, 'zh-TW', orderNo)).items[0]).toMatchObject({ name: '智能肩颈按摩仪', spec: '颜色: 珍珠白' });
  });

  it('prints the region once and in the reader’s language', async () => {
    const { b, orderNo } = await chineseOrder();
    expect((await detail(b, 'zh', orderNo)).address?.region).toBe('北京市 东城区');
    expect((await detail(b, 'zh-TW', orderNo)).address?.region).toBe('北京市 東城區');
    expect((await detail(b, 'en', orderNo)).address?.region).toBe('Beijing, Dongcheng District');
    expect((await detail(b, 'ar', orderNo)).address?.region).toBe('بكين، منطقة دونغتشنغ');
  });

  it('keeps the snapshot when the goods is deleted or renamed since', async () => {
    const gone = await chineseOrder();
    await ctx.db.kysely.deleteFrom('goods').where('id', '=', gone.goodsId).execute();
    expect((await detail(gone.b, 'ar', gone.orderNo)).items[0]).toMatchObject({ name: '智能肩颈按摩仪', spec: '颜色: 珍珠白' });

    const renamed = await chineseOrder();
    await ctx.db.kysely.updateTable('goods_i18n').set({ name: 'Another goods' }).where('goods_id', '=', renamed.goodsId).execute();
    expect((await detail(renamed.b, 'en', renamed.orderNo)).items[0]?.name).toBe('智能肩颈按摩仪');
  });

  it('finds an order by the goods name in another language', async () => {
    const { b, orderNo } = await chineseOrder();
    const found = await read<{ list: Order[] }>(b, 'ar', `/api/my/shopping/getOrdersList?status=all&page=1&pageSize=10&keyword=${encodeURIComponent('Neck Massager')}`);
    expect(found.list.map((o) => o.orderNo)).toContain(orderNo);
  });
});
