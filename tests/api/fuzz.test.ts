import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/server/logger.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, type Buyer } from './order-fixture.ts';
import { publishedVideo } from './video-fixture.ts';

/**
 * Arbitrary input against every API route, found in the app's own route table (so routes added later are
 * fuzzed too), as a guest, a member and a console owner: no answer may be a 5xx and nothing may be logged as
 * an unexpected error. Runs on SQLite and, in `npm test`, on PostgreSQL, whose columns refuse what SQLite
 * quietly stores (ids beyond 32 bits, NUL in text).
 */
const errors: string[] = [];
const logger: Logger = { info: () => {}, warn: () => {}, error: (msg, fields) => errors.push(`${msg} ${JSON.stringify(fields)}`) };

let ctx: TestContext;
let member: Buyer;
let owner: Operator;
let goods: { goodsId: number; skuId: number };
let videoId: number;
beforeAll(async () => {
  const generous = { REGISTER_MAX_PER_IP_HOUR: '100000', CODE_MAX_PER_IP_DAY: '100000', UPLOADS_PER_HOUR: '100000', COMMENTS_PER_MINUTE: '100000', COMMENTS_PER_DAY: '100000' };
  ctx = await createTestContext(generous, { logger });
  member = await buyer(ctx);
  owner = await operator(ctx, 'owner');
  goods = await goodsWithStock(ctx, 50);
  videoId = await publishedVideo(ctx, { zh: '玫瑰', en: 'Rose' });
}, 60_000);
afterAll(() => ctx.close());

/** Field names the schemas read, so arbitrary values reach the parsers and not just unknown keys. */
const FIELDS = ['id', 'ids', 'goodsId', 'skuId', 'quantity', 'page', 'pageSize', 'keyword', 'categoryId', 'brandId', 'sort', 'orderNo', 'addressId', 'cartIds', 'items', 'payPwd', 'account', 'pwd', 'code', 'email', 'newCode', 'nickname', 'avatar', 'content', 'contactInformation', 'imageUrl', 'amount', 'planId', 'rechargeNo', 'requestId', 'reason', 'name', 'mobile', 'provinceId', 'cityId', 'districtId', 'detail', 'isDefault', 'selected', 'status', 'type', 'score', 'currency', 'buyerMessage', 'minPrice', 'maxPrice', 'videoId', 'videoIds', 'goodsIds', 'parentId', 'orderItemId', 'images', 'anonymous', 'agree', 'filter', 'onShelf', 'freeShipping', 'active', 'disabled', 'role', 'text', 'carrier', 'trackingNo', 'handled', 'pictures', 'goods', 'video', 'q'];

const nasty = fc.constantFrom('0x10', '1e3', ' 5 ', '-1', '0', '2147483648', '9007199254740993', '1'.repeat(400), 'a\u0000b', '\u0000', '__proto__', 'constructor', 'NaN', 'Infinity', '', ' ', '%00', '../../etc/passwd', '<script>', "'; drop table members; --", '😀', '\u202e');
const number = fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e300, -0, 0.5), fc.double());
const scalar = fc.oneof(nasty, number, fc.boolean(), fc.constant(null), fc.string({ maxLength: 20 }));
const value: fc.Arbitrary<unknown> = fc.oneof({ depthSize: 'small' }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 3 }));
/**
 * A payload the schemas mostly accept (so it reaches services and the database), with at most one field
 * replaced by an arbitrary value: input that is wrong in one place is what gets past validation.
 */
function plausible(): Record<string, unknown> {
  const { goodsId, skuId } = goods;
  return {
    id: goodsId, ids: [goodsId], goodsId, skuId, quantity: 1, page: 1, pageSize: 10, keyword: 'candle', categoryId: 1, brandId: 1, sort: 'price',
    orderNo: '202601010000000001', addressId: member.addressId, cartIds: [1], items: [{ skuId, quantity: 1 }], payPwd: '246810', account: 'fuzz_user',
    pwd: 'secret123', code: '123456', email: 'fuzz@example.com', newCode: '123456', nickname: 'fuzz', avatar: '/uploads/2026/01/x.png', content: 'hello',
    contactInformation: '13800138000', imageUrl: '', amount: 100, planId: 1, rechargeNo: 'R202601010000000001', requestId: '0b7d6f0e-6a51-4d7c-9a53-0f3c5b2f2a11',
    reason: 'other', name: '张三', mobile: '13800138000', provinceId: 110000, cityId: 110100, districtId: 110101, detail: '幸福路 1 号', isDefault: true,
    selected: true, status: 1, type: 1, score: 5, currency: 'CNY', buyerMessage: '', minPrice: 1, maxPrice: 100000,
    videoId, videoIds: [videoId], goodsIds: [goodsId], parentId: '', orderItemId: 1, images: [], anonymous: false, agree: true, filter: 'all', onShelf: true,
    freeShipping: false, active: true, disabled: false, role: 'owner', text: 'in transit', carrier: 'SF', trackingNo: 'SF123', handled: 'false', pictures: 'true',
    goods: 'candle', video: 'rose', q: 'candle',
  };
}
const wild = fc.oneof({ weight: 3, arbitrary: nasty }, { weight: 2, arbitrary: number }, { weight: 1, arbitrary: value });
const nearlyValid = fc
  .tuple(fc.constantFrom(0, 0.05, 0.2, 0.5), fc.array(wild, { minLength: FIELDS.length, maxLength: FIELDS.length }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: FIELDS.length, maxLength: FIELDS.length }))
  .map(([share, values, dice]) => {
    const base = plausible();
    FIELDS.forEach((field, i) => {
      if (dice[i]! < share) base[field] = values[i];
    });
    return base;
  });

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS, '__proto__', 'constructor', 'a[b]', 'ids[]'), fc.string({ maxLength: 8 })), value, { maxKeys: 6 });

const flat = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
const encodeForm = (obj: Record<string, unknown>) =>
  Object.entries(obj)
    .map(([k, v]) => (Array.isArray(v) ? v.map((x) => `${encodeURIComponent(k)}[]=${encodeURIComponent(flat(x))}`).join('&') : `${encodeURIComponent(k)}=${encodeURIComponent(flat(v))}`))
    .join('&');

const body = fc.oneof(
  nearlyValid.map((f) => ({ type: 'application/json', text: JSON.stringify(f) })),
  nearlyValid.map((f) => ({ type: 'application/x-www-form-urlencoded', text: encodeForm(f) })),
  fields.map((f) => ({ type: 'application/json', text: JSON.stringify(f) })),
  value.map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
  fields.map((f) => ({ type: 'application/x-www-form-urlencoded', text: encodeForm(f) })),
  fc.string({ maxLength: 60 }).map((text) => ({ type: 'application/json', text })),
  fc.constantFrom(
    { type: 'multipart/form-data', text: 'file=x' },
    { type: 'multipart/form-data; boundary=zz', text: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\r\n--zz--\r\n' },
    { type: 'text/plain', text: 'hello' },
    { type: 'application/json', text: '{"__proto__":{"id":1}}' },
  ),
);

const param = fc.oneof(nasty, fc.string({ maxLength: 12 }), fc.integer().map(String));
const lang = fc.constantFrom(undefined, 'en', 'ar', '__proto__', 'constructor', 'toString', 'zh-TW', 'xx', '\u00e9');

type Identity = 'guest' | 'member' | 'operator';
/** Logging out would end the session the rest of the run uses: logout routes are called as a guest. */
function tokenFor(identity: Identity, path: string): string | undefined {
  if (identity === 'guest' || path.endsWith('/logout')) return undefined;
  return identity === 'member' ? member.token : owner.token;
}

/** Every method and path the API answers, with `:params` left in; middleware-only entries skipped. */
function apiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || r.path.includes('*') || !/^\/(api|web\/api|sandbox)\//.test(r.path)) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path });
  }
  return out;
}

describe(`fuzzing every API route (${TEST_DIALECT})`, () => {
  it('finds the routes in the app itself', () => {
    const routes = apiRoutes().map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain('POST /api/cart/add');
    expect(routes).toContain('POST /web/api/upload');
  });

  it('never answers 5xx nor logs an unexpected error, as guest, member or operator', { timeout: 240_000 }, async () => {
    const routes = apiRoutes();
    const runs = Number(process.env.FUZZ_RUNS ?? 24);
    const failures: string[] = [];
    for (const route of routes) {
      // Console routes are mostly tried with the operator's session: anyone else is turned away at the door.
      const identity: fc.Arbitrary<Identity> = route.path.startsWith('/api/admin/') ? fc.constantFrom('operator', 'operator', 'operator', 'guest', 'member') : fc.constantFrom('guest', 'member', 'member', 'operator');
      const found = await fc.check(
        fc.asyncProperty(identity, lang, fc.array(param, { minLength: 2, maxLength: 2 }), fc.oneof(nearlyValid, nearlyValid, fields), body, async (who, language, params, query, payload) => {
          let i = 0;
          const path = route.path.replace(/:\w+(\{[^}]*\})?/g, () => encodeURIComponent(params[i++ % 2]!));
          const search = encodeForm(query);
          const headers: Record<string, string> = {};
          const token = tokenFor(who, path);
          if (token) headers.token = token;
          if (language) headers.lang = language;
          const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
          if (hasBody) headers['content-type'] = payload.type;
          const res = await ctx.app.request(`${path}${search ? `?${search}` : ''}`, { method: route.method, headers, body: hasBody ? payload.text : undefined });
          await res.arrayBuffer();
          const logged = errors.splice(0);
          if (res.status >= 500 || logged.length > 0) throw new Error(`${route.method} ${path}?${search} ${hasBody ? payload.text.slice(0, 200) : ''} → ${res.status} ${logged.join(' | ').slice(0, 600)}`);
        }),
        { numRuns: runs, endOnFailure: true },
      );
      // Every failing route is reported, not just the first.
      if (found.failed) failures.push(String(found.errorInstance instanceof Error ? found.errorInstance.message : found.errorInstance));
    }
    expect(failures).toEqual([]);
  });

  /**
   * Values a loose reader turns into something else, or a database column cannot hold, put in the fields that
   * read an id, a number or a yes/no and in every path parameter (the rest of the request plausible, so the
   * value gets as far as it can): every value in all those fields at once, and the ids beyond a 32-bit column
   * in each field alone too, so one field's refusal cannot hide another's acceptance. The member's routes are
   * sent the member's session, the console's an owner's.
   */
  const EDGES: unknown[] = [2147483648, 9999999999999, '2147483648', '9999999999999', '\u0000', '%00', '0x8', '8e0', true, '1e3', 'false', -1, 1.5];
  const TOO_BIG: unknown[] = [2147483648, '9999999999999'];
  const SWEPT = ['id', 'ids', 'goodsId', 'goodsIds', 'skuId', 'videoId', 'videoIds', 'parentId', 'orderItemId', 'addressId', 'cartIds', 'categoryId', 'brandId', 'quantity', 'amount', 'score', 'provinceId', 'cityId', 'districtId', 'orderNo', 'rechargeNo', 'onShelf', 'freeShipping', 'active', 'selected', 'isDefault', 'anonymous', 'agree', 'disabled', 'handled', 'pictures'];
  const PARAMS: Record<string, string> = { id: '1', orderNo: '202601010000000001', rechargeNo: 'R202601010000000001', kind: 'goods', action: 'publish', provider: 'sandbox' };

  it('answers edge values in id, number and yes/no fields and in path parameters without a 5xx', { timeout: 480_000 }, async () => {
    const failures: string[] = [];
    const sent = new Set<string>();
    const send = async (method: string, path: string, fields: Record<string, unknown>) => {
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const url = hasBody ? path : `${path}?${encodeForm(fields)}`;
      const text = hasBody ? JSON.stringify(fields) : undefined;
      const key = `${method} ${url} ${text ?? ''}`;
      if (sent.has(key)) return;
      sent.add(key);
      const token = tokenFor(path.startsWith('/api/admin/') ? 'operator' : 'member', path);
      const headers: Record<string, string> = token ? { token } : {};
      if (hasBody) headers['content-type'] = 'application/json';
      const res = await ctx.app.request(url, { method, headers, body: text });
      await res.arrayBuffer();
      const logged = errors.splice(0);
      if (res.status >= 500 || logged.length > 0) failures.push(`${method} ${url} ${(text ?? '').slice(0, 120)} → ${res.status} ${logged.join(' | ').slice(0, 300)}`);
    };
    const fill = (path: string, edgeAt?: string, edge?: unknown) =>
      path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(name === edgeAt ? String(edge) : (PARAMS[name] ?? '1')));
    for (const route of apiRoutes()) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      for (const edge of EDGES) {
        for (const name of names) await send(route.method, fill(route.path, name, edge), plausible());
        await send(route.method, fill(route.path), { ...plausible(), ...Object.fromEntries(SWEPT.map((field) => [field, edge])) });
      }
      for (const edge of TOO_BIG) for (const field of SWEPT) await send(route.method, fill(route.path), { ...plausible(), [field]: edge });
    }
    expect(sent.size).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
