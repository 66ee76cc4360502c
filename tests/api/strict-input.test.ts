import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { listen } from './http-server.ts';
import { buyer, goodsWithStock, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
let b: Buyer;
let goods: { goodsId: number; skuId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  b = await buyer(ctx);
  goods = await goodsWithStock(ctx, 50);
});
afterAll(() => ctx.close());

const en = { lang: 'en' };
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => ctx.call('POST', path, { json, headers: { ...b.headers, ...en, ...headers } });
const get = (path: string) => ctx.call('GET', path, { headers: { ...b.headers, ...en } });

describe(`strict input (${TEST_DIALECT})`, () => {
  it('refuses ids a 32-bit column cannot hold, on every kind of endpoint, as not found or invalid', async () => {
    for (const big of [2 ** 31, 2 ** 53 - 1, '2147483648', '9007199254740993']) {
      const answers = await Promise.all([
        get(`/api/goods/detail?id=${big}`),
        get(`/api/goods/evaluateList?goodsId=${big}`),
        get(`/api/goods/list?categoryId=${big}&brandId=${big}`),
        post('/api/cart/add', { goodsId: big, skuId: goods.skuId, quantity: 1 }),
        post('/api/cart/update', { id: big, quantity: 1 }),
        post('/api/cart/delete', { ids: [big] }),
        post('/api/memberAddress/delete', { id: big }),
        post('/api/order/submit', { items: [{ skuId: big, quantity: 1 }], addressId: b.addressId, requestId: 'req-big-id-1' }),
        post('/api/order/submit', { items: [{ skuId: goods.skuId, quantity: 1 }], addressId: big, requestId: 'req-big-id-2' }),
        post('/api/collect/addGoodsCollect', { goodsId: big }),
      ]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
      // The list ignores a filter it cannot use; everything else says no in words.
      for (const a of answers.filter((_, i) => i !== 2)) expect(a.body.code, a.body.msg).toBe(-1);
    }
  });

  it('takes a whole number only when it is plainly written', async () => {
    for (const quantity of ['0x10', true, '1e3', ' 5 ', '5.0x', '', [1], { n: 1 }, 1.5, 'NaN', 'Infinity']) {
      const res = await post('/api/cart/add', { goodsId: goods.goodsId, skuId: goods.skuId, quantity });
      expect(res.body.msg, JSON.stringify(quantity)).toBe('Please enter a valid quantity');
    }
    const form = await ctx.call('POST', '/api/cart/add', { form: `goodsId=${goods.goodsId}&skuId=${goods.skuId}&quantity=2`, headers: { ...b.headers, ...en } });
    expect(form.body.code).toBe(200);
  });

  it('refuses NUL characters in any text with a message, and the list page query drops them', async () => {
    const feedback = await post('/api/feedback/add', { content: 'broken\u0000box' });
    expect(feedback.body).toMatchObject({ code: -1, msg: 'The input contains a character that cannot be used (content)' });
    const nickname = await post('/api/member/updateMemberInfo', { nickname: 'a\u0000b' });
    expect(nickname.body.msg).toBe('The input contains a character that cannot be used (nickname)');
    const search = await get('/api/goods/list?keyword=a%00b');
    expect(search.body.code).toBe(-1);
    const { goodsListQuery } = await import('../../src/lib/schemas/goods.ts');
    expect(goodsListQuery.parse({ keyword: 'can\u0000dle' }).keyword).toBe('candle');
  });

  it('understands __proto__ and constructor as unknown languages', async () => {
    for (const lang of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await ctx.call('GET', '/api/goods/list', { headers: { lang } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
    }
  });

  it('answers a multipart body without a boundary with a translated 400', async () => {
    const res = await ctx.app.request('/web/api/upload', { method: 'POST', headers: { ...b.headers, ...en, 'content-type': 'multipart/form-data' }, body: 'file=x' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toBe('The form in the request could not be read');
  });

  it('keeps a keep-alive connection usable after refusing a body as too large', async () => {
    const server = await listen(ctx);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: server.port, method, path, agent, headers: body ? { 'content-type': 'application/json', lang: 'en' } : { lang: 'en' } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = await send('POST', '/api/member/login', JSON.stringify({ account: 'x', pwd: 'y'.repeat(600 * 1024) }));
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text).msg).toBe('The request is too large');
      for (let i = 0; i < 3; i += 1) {
        const next = await send('GET', '/api/health');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
