import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { listen } from './http-server.ts';
import { balanceOf, buyer, goodsWithStock, type Buyer } from './order-fixture.ts';
import { publishedVideo } from './video-fixture.ts';

let ctx: TestContext;
let b: Buyer;
let owner: Operator;
let goods: { goodsId: number; skuId: number };
let video: number;
beforeAll(async () => {
  ctx = await createTestContext({ COMMENTS_PER_MINUTE: '1000', COMMENTS_PER_DAY: '1000' });
  b = await buyer(ctx);
  owner = await operator(ctx, 'owner');
  goods = await goodsWithStock(ctx, 50);
  video = await publishedVideo(ctx, { zh: '玫瑰', en: 'Rose' });
});
afterAll(() => ctx.close());

const en = { lang: 'en' };
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => ctx.call('POST', path, { json, headers: { ...b.headers, ...en, ...headers } });
const get = (path: string) => ctx.call('GET', path, { headers: { ...b.headers, ...en } });
/** The console, as its owner. */
const admin = (method: 'GET' | 'POST', path: string, json?: unknown) => ctx.call(method, path, { json, headers: { ...owner.headers, ...en } });

const NO_VIDEO = 'This video does not exist or is no longer available';
const NO_COMMENT = 'This comment does not exist or has been removed';
const NO_GOODS = 'This item does not exist or is no longer on sale';
const NO_ORDER = 'Order not found';
const NO_TOP_UP = 'Top-up record not found';
const BAD_AMOUNT = 'The amount must be a non-zero number with at most two decimals, up to 1,000,000 yuan';

type Answer = Awaited<ReturnType<typeof get>>;
/** Each answer a refusal in words (HTTP 200, code -1, the message given), never a server error. */
function expectRefused(answers: [Answer, string, string][]) {
  for (const [res, what, msg] of answers) {
    expect(res.status, what).toBe(200);
    expect(res.body, what).toMatchObject({ code: -1, msg });
  }
}
const commentsOn = async (videoId: number) => (await ctx.db.kysely.selectFrom('video_comments').select('id').where('video_id', '=', videoId).execute()).length;

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

  it('refuses ids a 32-bit column cannot hold on the video routes and in console paths, in words', async () => {
    const posted = await post('/api/video/comment', { videoId: video, content: 'first' });
    expect(posted.body.code).toBe(200);
    for (const big of [2147483648, 9999999999999, '2147483648', '9999999999999']) {
      expectRefused([
        [await get(`/api/video/detail?id=${big}`), 'video/detail', NO_VIDEO],
        [await get(`/api/video/commentList?videoId=${big}`), 'video/commentList', NO_VIDEO],
        [await post('/api/video/view', { id: big }), 'video/view', NO_VIDEO],
        [await post('/api/video/comment', { videoId: big, content: 'hello' }), 'video/comment videoId', NO_VIDEO],
        [await post('/api/video/comment', { videoId: video, content: 'hello', parentId: big }), 'video/comment parentId', NO_COMMENT],
        [await post('/api/video/deleteComment', { id: big }), 'video/deleteComment', NO_COMMENT],
        [await post('/api/collect/addVideoCollect', { videoId: big }), 'collect/addVideoCollect', NO_VIDEO],
        [await admin('GET', `/api/admin/members/${big}`), 'members/:id', 'Not found'],
        [await admin('GET', `/api/admin/members/${big}/ledger`), 'members/:id/ledger', 'Not found'],
        [await admin('POST', `/api/admin/members/${big}/adjust`, { amount: 1, reason: 'goodwill' }), 'members/:id/adjust', 'Not found'],
        [await admin('GET', `/api/admin/goods/${big}`), 'goods/:id', NO_GOODS],
        [await admin('POST', `/api/admin/goods/${big}/shelf`, { onShelf: false }), 'goods/:id/shelf', NO_GOODS],
        [await admin('POST', `/api/admin/feedback/${big}/handle`), 'feedback/:id/handle', 'Not found'],
        [await admin('POST', `/api/admin/reviews/${big}/hide`, { reason: 'spam' }), 'reviews/:id/hide', 'Review not found'],
        [await admin('POST', `/api/admin/comments/${big}/hide`), 'comments/:id/hide', NO_COMMENT],
        [await admin('GET', `/api/admin/videos/${big}`), 'videos/:id', NO_VIDEO],
        [await admin('GET', `/api/admin/categories/${big}`), 'categories/:id', 'Category not found'],
        [await admin('POST', `/api/admin/operators/${big}`, { disabled: true }), 'operators/:id', 'No such console account'],
      ]);
    }
    expect(await commentsOn(video)).toBe(1);
  });

  it('refuses NUL and anything but digits in console order and top-up numbers, as not found', async () => {
    for (const no of ['%00', '2026010100%0000000001', 'abc', '0x8', '1e3']) {
      expectRefused([
        [await admin('GET', `/api/admin/orders/${no}`), `orders/${no}`, NO_ORDER],
        [await admin('POST', `/api/admin/orders/${no}/ship`, { carrier: 'SF', trackingNo: 'SF1' }), `orders/${no}/ship`, NO_ORDER],
        [await admin('POST', `/api/admin/orders/${no}/logistics`, { event: 'inTransit' }), `orders/${no}/logistics`, NO_ORDER],
        [await admin('POST', `/api/admin/orders/${no}/approveRefund`), `orders/${no}/approveRefund`, NO_ORDER],
        [await admin('POST', `/api/admin/orders/${no}/rejectRefund`, { reason: 'noProof' }), `orders/${no}/rejectRefund`, NO_ORDER],
        [await admin('POST', `/api/admin/orders/${no}/close`, { reason: 'outOfStock' }), `orders/${no}/close`, NO_ORDER],
        [await admin('POST', `/api/admin/recharges/${no}/reconcile`), `recharges/${no}/reconcile`, NO_TOP_UP],
        [await admin('POST', `/api/admin/recharges/R${no}/reconcile`), `recharges/R${no}/reconcile`, NO_TOP_UP],
      ]);
    }
  });

  it('reads an id only from decimal digits: 0x8, 8e0, 8.0 and true open nothing', async () => {
    expect((await get(`/api/video/detail?id=${video}`)).body.code).toBe(200);
    for (const id of [`0x${video.toString(16)}`, `${video}e0`, `${video}.0`, ` ${video}`, `+${video}`]) {
      const q = encodeURIComponent(id);
      expectRefused([
        [await get(`/api/video/detail?id=${q}`), `video/detail ${id}`, NO_VIDEO],
        [await get(`/api/video/commentList?videoId=${q}`), `video/commentList ${id}`, NO_VIDEO],
        [await post('/api/video/view', { id }), `video/view ${id}`, NO_VIDEO],
        [await post('/api/collect/addVideoCollect', { videoId: id }), `collect/addVideoCollect ${id}`, NO_VIDEO],
        [await get(`/api/goods/details?id=${q}`), `goods/details ${id}`, 'Not found'],
      ]);
    }
    // JSON true is not the id 1 (the first video).
    const before = await commentsOn(video);
    expectRefused([
      [await post('/api/video/comment', { videoId: true, content: 'hello' }), 'video/comment videoId true', NO_VIDEO],
      [await post('/api/video/comment', { videoId: video, content: 'hello', parentId: true }), 'video/comment parentId true', NO_COMMENT],
      [await post('/api/video/view', { id: true }), 'video/view true', NO_VIDEO],
      [await post('/api/collect/addVideoCollect', { videoId: true }), 'collect/addVideoCollect true', NO_VIDEO],
    ]);
    expect(await commentsOn(video)).toBe(before);
    // Console paths alike: the member's id in hexadecimal or with an exponent is no member.
    expect((await admin('GET', `/api/admin/members/${b.id}`)).body.code).toBe(0);
    expectRefused([
      [await admin('GET', `/api/admin/members/0x${b.id.toString(16)}`), 'members/0x…', 'Not found'],
      [await admin('GET', `/api/admin/members/${b.id}e0`), 'members/…e0', 'Not found'],
      [await admin('GET', `/api/admin/goods/${goods.goodsId}e0`), 'goods/…e0', NO_GOODS],
      [await admin('GET', `/api/admin/goods/0x${goods.goodsId.toString(16)}`), 'goods/0x…', NO_GOODS],
      [await admin('GET', `/api/admin/videos/${video}.0`), 'videos/….0', NO_VIDEO],
    ]);
  });

  it('takes a console balance adjustment only as a plain decimal amount: "1e3" is not ¥1,000', async () => {
    const start = await balanceOf(ctx, b.id);
    for (const amount of ['1e3', '0x10', '1,000', ' 5', 'Infinity', '', true, null]) {
      expectRefused([[await admin('POST', `/api/admin/members/${b.id}/adjust`, { amount, reason: 'goodwill' }), `amount ${JSON.stringify(amount)}`, BAD_AMOUNT]]);
    }
    expect(await balanceOf(ctx, b.id)).toBe(start);
    const form = await ctx.call('POST', `/api/admin/members/${b.id}/adjust`, { form: 'amount=12.50&reason=goodwill', headers: { ...owner.headers, ...en } });
    expect(form.body.code).toBe(0);
    expect(await balanceOf(ctx, b.id)).toBe(start + 1250);
  });

  it('reads yes/no only as true or false: onShelf "false" takes goods off the shelf, 1 or "on" is refused', async () => {
    const { goodsId } = await goodsWithStock(ctx, 5);
    const shelf = (onShelf: unknown) => admin('POST', `/api/admin/goods/${goodsId}/shelf`, { onShelf });
    const onShelf = async () => ((await admin('GET', `/api/admin/goods/${goodsId}`)).body.data as { onShelf: boolean }).onShelf;
    expect(await onShelf()).toBe(true);
    expect((await shelf('false')).body.code).toBe(0);
    expect(await onShelf()).toBe(false);
    expect((await shelf('true')).body.code).toBe(0);
    expect(await onShelf()).toBe(true);
    for (const bad of ['1', '0', 'on', 'yes', 'FALSE', '', 1, 0, null]) {
      expectRefused([[await shelf(bad), `onShelf ${JSON.stringify(bad)}`, 'Invalid parameter: onShelf']]);
    }
    expect(await onShelf()).toBe(true);
    const form = await ctx.call('POST', `/api/admin/goods/${goodsId}/shelf`, { form: 'onShelf=false', headers: { ...owner.headers, ...en } });
    expect(form.body.code).toBe(0);
    expect(await onShelf()).toBe(false);
    // The member's yes/no fields read the same way.
    expect((await post('/api/cart/selectAll', { selected: 'false' })).body.code).toBe(200);
    expectRefused([[await post('/api/cart/selectAll', { selected: 1 }), 'selectAll 1', 'Invalid parameter: selected']]);
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
