import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActions } from '../../src/server/audit/audit.service.ts';
import { insertCategory } from '../../src/server/catalogue/catalogue-write.service.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit } from './order-fixture.ts';

let ctx: TestContext;
let owner: Operator;
let staff: Operator;
let categoryId: number;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  owner = await operator(ctx, 'owner');
  staff = await operator(ctx, 'staff');
  categoryId = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '香薰', en: 'Aroma' } });
});
afterAll(() => ctx.close());

async function upload(op: Operator, bytes: Buffer, kind = 'goods') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' }));
  const res = await ctx.app.request(`/api/admin/media/${kind}`, { method: 'POST', body: form, headers: op.headers });
  return (await res.json()) as { code: number; data: { url: string; width: number; height: number }; msg: string };
}

const goodsInput = (itemNo: string, images: string[]) => ({
  itemNo,
  categoryId,
  brandId: null,
  price: 12900,
  marketPrice: 15900,
  memberPrice: 11900,
  freeShipping: true,
  onShelf: true,
  images,
  texts: { zh: { name: '玫瑰精油' }, en: { name: 'Rose Oil' } },
  specs: [{ names: { zh: '容量', en: 'Size' }, values: [{ key: 'a', labels: { zh: '30 毫升', en: '30 ml' } }, { key: 'b', labels: { zh: '100 毫升', en: '100 ml' } }] }],
  skus: [
    { values: ['a'], stock: 5, price: null },
    { values: ['b'], stock: 3, price: 25900 },
  ],
});

const COLOURS = { names: { zh: '颜色', en: 'Colour', ja: 'カラー' }, values: [{ key: 'p', labels: { zh: '紫色', en: 'Purple', ja: 'パープル' } }, { key: 'k', labels: { zh: '黑色', en: 'Black' } }] };
const SIZES = { names: { zh: '尺寸', en: 'Size' }, values: [{ key: 's', labels: { zh: '小号', en: 'Small' } }, { key: 'm', labels: { zh: '中号', en: 'Medium' } }, { key: 'l', labels: { zh: '大号', en: 'Large' } }] };

describe(`console goods (${TEST_DIALECT})`, () => {
  it('makes an uploaded picture into the shop size and creates goods with two SKUs the shop then sells in English', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#af57ff' } }).png().toBuffer();
    const pic = await upload(staff, png);
    expect(pic).toMatchObject({ code: 0, data: { width: 800, height: 800 } });
    // Stored as the JPEG the URL names with its sizes beside it (decision 086): the full WebP and the link preview.
    const stored = async (url: string) => {
      const meta = await sharp(`${ctx.services.mediaDir}/${url.replace('/media/', '')}`).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(pic.data.url).toMatch(/\.800x800\.jpg$/);
    expect(await stored(pic.data.url)).toEqual(['jpeg', 800, 800]);
    expect(await stored(pic.data.url.replace(/\.jpg$/, '.webp'))).toEqual(['webp', 800, 800]);
    expect(await stored(pic.data.url.replace(/\.jpg$/, '.og.jpg'))).toEqual(['jpeg', 1200, 630]);

    const created = await ctx.call<{ id: number; version: number; skus: { id: number; stockWas: number }[] }>('POST', '/api/admin/goods', { json: goodsInput('ROSE-1', [pic.data.url]), headers: staff.headers });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    const detail = await ctx.call<{ name: string; memberPays: number; specs: { name: string; values: string[] }[]; skus: unknown[] }>('GET', `/api/goods/details?id=${id}`, { headers: { lang: 'en' } });
    expect(detail.body.data).toMatchObject({ name: 'Rose Oil', memberPays: 11900, specs: [{ name: 'Size', values: ['30 ml', '100 ml'] }] });
    expect(detail.body.data.skus).toHaveLength(2);
    const list = await ctx.call<{ list: { id: number; name: string }[] }>('GET', '/api/goods/list?keyword=Rose%20Oil', { headers: { lang: 'en' } });
    expect(list.body.data.list.map((g) => g.name)).toContain('Rose Oil');
    expect((await recentActions(ctx.db.kysely, 1))[0]).toMatchObject({ actor: `operator:${staff.account}`, action: 'goods.create', target: String(id) });

    // Edit (sending back the version and stock it loaded) keeps the SKU ids, off shelf hides it from the shop.
    const edit = goodsInput('ROSE-1', [pic.data.url]);
    const skuIds = created.body.data.skus.map((s) => s.id);
    const loaded = { version: created.body.data.version, skus: edit.skus.map((s, i) => ({ ...s, id: skuIds[i], stockWas: created.body.data.skus[i]!.stockWas })) };
    const changed = await ctx.call('POST', `/api/admin/goods/${id}`, { json: { ...edit, price: 13900, ...loaded }, headers: staff.headers });
    expect(changed.body).toMatchObject({ code: 0, data: { price: 13900, skus: [{ id: skuIds[0] }, { id: skuIds[1] }] } });
    expect((await ctx.call('POST', `/api/admin/goods/${id}/shelf`, { json: { onShelf: false }, headers: staff.headers })).body.code).toBe(0);
    expect((await ctx.call('GET', `/api/goods/details?id=${id}`)).body.code).toBe(-1);
  });

  it('creates goods with two specifications whose SKUs the shop tells apart in every language, and edits them', async () => {
    const combos = SIZES.values.flatMap((size, i) => COLOURS.values.map((colour, j) => ({ values: [size.key, colour.key], stock: i * 2 + j + 1, price: i === 2 ? 15900 : null })));
    const base = goodsInput('TWO-DIM-1', ['/media/goods/abc.webp']);
    const input = { ...base, texts: { ...base.texts, ja: { name: 'ローズオイル' } }, specs: [SIZES, COLOURS], skus: combos };
    const created = await ctx.call<{ id: number; skus: { id: number; values: string[] }[]; specs: unknown[] }>('POST', '/api/admin/goods', { json: input, headers: staff.headers });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    type Detail = { specs: { name: string; values: string[] }[]; skus: { id: number; values: number[]; stock: number; price: number }[] };
    const detail = async (lang: string) => (await ctx.call<Detail>('GET', `/api/goods/details?id=${id}`, { headers: { lang } })).body.data;
    const en = await detail('en');
    expect(en.specs).toEqual([{ name: 'Size', values: ['Small', 'Medium', 'Large'] }, { name: 'Colour', values: ['Purple', 'Black'] }]);
    expect((await detail('ja')).specs).toEqual([{ name: 'Size', values: ['Small', 'Medium', 'Large'] }, { name: 'カラー', values: ['パープル', 'Black'] }]);
    expect((await detail('zh')).specs[1]).toEqual({ name: '颜色', values: ['紫色', '黑色'] });
    // Each SKU is its own combination with its stock: Large × Black has 6, Small × Purple 1.
    const skuAt = (positions: number[]) => en.skus.find((s) => JSON.stringify(s.values) === JSON.stringify(positions));
    expect(en.skus).toHaveLength(6);
    expect(skuAt([2, 1])).toMatchObject({ stock: 6 });
    expect(skuAt([0, 0])).toMatchObject({ stock: 1 });
    // The dashboard names a running-out SKU by its values, as a shopper would.
    const board = await ctx.call<{ lowStock: { goodsId: number; spec: string; stock: number }[] }>('GET', '/api/admin/dashboard', { headers: { ...staff.headers, lang: 'en' } });
    expect(board.body.data.lowStock.filter((s) => s.goodsId === id)).toContainEqual(expect.objectContaining({ spec: 'Small / Purple', stock: 1 }));

    // The console reads it back keyed; removing the medium size and renaming black keeps every SKU on its values.
    const read = (await ctx.call<{ version: number; specs: typeof SIZES[]; skus: { id: number; values: string[]; stock: number; price: number | null }[] }>('GET', `/api/admin/goods/${id}`, { headers: staff.headers })).body.data;
    expect(read.specs.map((d) => d.values.length)).toEqual([3, 2]);
    const [sizes, colours] = read.specs as [typeof SIZES, typeof COLOURS];
    const medium = sizes.values[1]!.key;
    const edited = {
      ...input,
      version: read.version,
      specs: [{ ...sizes, values: sizes.values.filter((v) => v.key !== medium) }, { ...colours, values: colours.values.map((v, i) => (i === 1 ? { ...v, labels: { ...v.labels, en: 'Jet black' } } : v)) }],
      // SKUs of the medium size cannot go (orders may point at them): they move to a new "XL" size instead.
      skus: read.skus.map((s) => (s.values[0] === medium ? { ...s, values: ['xl', s.values[1]!] } : s)),
    };
    edited.specs[0]!.values.push({ key: 'xl', labels: { zh: '加大号', en: 'XL' } });
    const saved = await ctx.call('POST', `/api/admin/goods/${id}`, { json: edited, headers: staff.headers });
    expect(saved.body.code).toBe(0);
    const after = await detail('en');
    expect(after.specs).toEqual([{ name: 'Size', values: ['Small', 'Large', 'XL'] }, { name: 'Colour', values: ['Purple', 'Jet black'] }]);
    const afterAt = (positions: number[]) => after.skus.find((s) => JSON.stringify(s.values) === JSON.stringify(positions));
    expect(afterAt([1, 1])).toMatchObject({ id: skuAt([2, 1])!.id, stock: 6 });
    expect(afterAt([2, 0])).toMatchObject({ id: skuAt([1, 0])!.id, stock: 3 });
  });

  it('adds a new SKU once when the same form is saved many times at once', async () => {
    const input = goodsInput('BURST-SKU-1', ['/media/goods/abc.webp']);
    const created = await ctx.call<{ id: number; version: number; specs: typeof SIZES[]; skus: { id: number; values: string[]; stock: number; price: number | null }[] }>('POST', '/api/admin/goods', { json: input, headers: staff.headers });
    const { id, version, specs, skus } = created.body.data;
    const withLarge = { ...input, version, specs: [{ ...specs[0]!, values: [...specs[0]!.values, { key: 'new', labels: { zh: '200 毫升', en: '200 ml' } }] }], skus: [...skus, { values: ['new'], stock: 9, price: null }] };
    const saves = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', `/api/admin/goods/${id}`, { json: withLarge, headers: { ...staff.headers, lang: 'en' } })));
    expect(saves.filter((r) => r.status !== 200).map((r) => [r.status, r.body.msg])).toEqual([]);
    expect(saves.filter((r) => r.body.code === 0).length).toBeGreaterThanOrEqual(1);
    // A save that read the goods after the winner saw the new SKU missing from its form; one that read it before
    // learns of the change after waiting for the winner. Either way it is refused, never added twice.
    const refusals = ['This goods has changed in the meantime; please reload it and save again', 'Existing SKUs cannot be removed; set their stock to 0 instead'];
    expect(saves.filter((r) => r.body.code !== 0).every((r) => refusals.includes(r.body.msg))).toBe(true);
    const stored = await ctx.db.kysely.selectFrom('skus').select('spec_values').where('goods_id', '=', id).execute();
    expect(stored.map((r) => r.spec_values).sort()).toEqual(['[0]', '[1]', '[2]']);
  });

  it('names goods in the console language, falling back like the shop', async () => {
    const only = { ...goodsInput('NAMES-1', ['/media/goods/abc.webp']), texts: { zh: { name: '只有中文名' }, ja: { name: 'ローズ' } } };
    expect((await ctx.call('POST', '/api/admin/goods', { json: only, headers: staff.headers })).body.code).toBe(0);
    const nameIn = async (lang: string, itemNo: string) =>
      (await ctx.call<{ list: { name: string }[] }>('GET', `/api/admin/goods?q=${itemNo}`, { headers: { ...staff.headers, lang } })).body.data.list[0]?.name;
    expect(await nameIn('en', 'ROSE-1')).toBe('Rose Oil');
    expect(await nameIn('zh', 'ROSE-1')).toBe('玫瑰精油');
    expect(await nameIn('en', 'NAMES-1')).toBe('只有中文名');
    expect(await nameIn('ja', 'NAMES-1')).toBe('ローズ');
  });

  it('refuses bad goods with a translated reason and changes nothing', async () => {
    const ok = goodsInput('ROSE-2', ['/media/goods/abc.webp']);
    const cases: [unknown, string][] = [
      [{ ...ok, images: [] }, 'Please upload 1–8 goods pictures'],
      [{ ...ok, images: ['https://evil.example/x.webp'] }, 'Please upload 1–8 goods pictures'],
      [{ ...ok, texts: { en: { name: 'x' } } }, 'Please enter the Chinese goods name'],
      [{ ...ok, marketPrice: 100 }, 'The market price cannot be below the price'],
      [{ ...ok, price: -1 }, 'The price must be between 0 and 1,000,000 yuan'],
      [{ ...ok, price: 'abc' }, 'The price must be between 0 and 1,000,000 yuan'],
      [{ ...ok, price: '' }, 'The price must be between 0 and 1,000,000 yuan'],
      [{ ...ok, price: null }, 'The price must be between 0 and 1,000,000 yuan'],
      [{ ...ok, skus: [] }, 'Please give 1–50 SKUs'],
      [{ ...ok, specs: [], skus: [{ stock: 1 }, { stock: 1 }] }, 'Several SKUs need a specification to tell them apart'],
      [{ ...ok, specs: [{ ...SIZES, names: { en: 'Size' } }] }, 'Please enter the Chinese name of every specification'],
      [{ ...ok, specs: [{ ...SIZES, values: [{ key: 's', labels: { en: 'Small' } }] }] }, 'Please enter the Chinese name of every value'],
      [{ ...ok, specs: [{ ...SIZES, values: [{ key: 's', labels: { zh: '小' } }, { key: 'm', labels: { zh: '小' } }] }] }, 'This value is already in this specification'],
      [{ ...ok, specs: [{ ...SIZES, values: [] }] }, 'Each specification needs 1–30 values'],
      [{ ...ok, specs: [SIZES, COLOURS, SIZES, COLOURS] }, 'A goods has at most 3 specifications'],
      [{ ...ok, skus: [{ values: ['a'], stock: 1 }, { values: ['zz'], stock: 1 }] }, 'Choose a value of every specification for each SKU'],
      [{ ...ok, specs: [SIZES, COLOURS], skus: [{ values: ['s'], stock: 1 }] }, 'Choose a value of every specification for each SKU'],
      [{ ...ok, skus: [{ values: ['a'], stock: 1 }, { values: ['a'], stock: 1 }] }, 'Another SKU already has this combination'],
      [{ ...ok, skus: [{ values: ['a'], stock: -2 }] }, 'The stock must be 0 or a whole number'],
      [{ ...ok, categoryId: 99999 }, 'Please choose a valid category'],
      [{ ...ok, itemNo: 'ROSE-1' }, 'Another goods already uses this item number'],
      [{ ...ok, itemNo: 'bad no' }, 'The item number may only contain letters, digits, underscores and hyphens'],
      [[1, 2], 'Invalid parameter: '],
    ];
    for (const [json, msg] of cases) {
      const res = await ctx.call('POST', '/api/admin/goods', { json, headers: { ...staff.headers, lang: 'en' } });
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, -1, msg]);
    }
    expect((await ctx.call('GET', '/api/admin/goods/99999', { headers: staff.headers })).body.code).toBe(-1);
    expect((await ctx.call('GET', '/api/admin/goods/abc', { headers: staff.headers })).body.code).toBe(-1);
    expect((await upload(staff, Buffer.from('not an image'))).code).toBe(-1);
    expect((await upload(staff, Buffer.from('x'), 'secrets')).code).toBe(-1);
  });

  it('gives one winner when the same item number is created in parallel', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', '/api/admin/goods', { json: goodsInput('RACE-1', ['/media/goods/abc.webp']), headers: staff.headers })));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});

describe(`console orders (${TEST_DIALECT})`, () => {
  it('lets staff find, ship and add logistics to a paid order, which the member then sees shipped', async () => {
    const b = await buyer(ctx, 100_000);
    const { skuId } = await goodsWithStock(ctx, 5);
    const { orderNo } = (await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data;
    await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });

    const list = await ctx.call<{ list: { orderNo: string }[]; total: number }>('GET', '/api/admin/orders?status=paid&q=' + orderNo, { headers: staff.headers });
    expect(list.body).toMatchObject({ code: 0, data: { total: 1, list: [{ orderNo }] } });
    const refused = await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: '', trackingNo: 'x y' }, headers: { ...staff.headers, lang: 'en' } });
    expect(refused.body).toMatchObject({ code: -1, msg: 'Please fill in this field' });
    const ships = await Promise.all(Array.from({ length: 10 }, () => ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'SF Express', trackingNo: 'SF123' }, headers: staff.headers })));
    expect(ships.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/logistics`, { json: { event: 'arrived', city: '310100' }, headers: staff.headers })).body.code).toBe(0);
    const detail = await ctx.call<{ status: string; account: string; timeline: { kind: string; by: { kind: string; name: string | null } }[] }>('GET', `/api/admin/orders/${orderNo}`, { headers: staff.headers });
    expect(detail.body.data.status).toBe('shipped');
    expect(detail.body.data.timeline.map((e) => e.kind)).toEqual(['submit', 'pay', 'ship', 'logistics']);
    // Each step names who made it: the buyer's account, the staff member's console account.
    const buyerAccount = detail.body.data.account;
    expect(buyerAccount).not.toBe('');
    expect(detail.body.data.timeline.map((e) => e.by)).toEqual([
      { kind: 'member', name: buyerAccount },
      { kind: 'member', name: buyerAccount },
      { kind: 'operator', name: staff.account },
      { kind: 'operator', name: staff.account },
    ]);
    const mine = await ctx.call<{ status: string }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: b.headers });
    expect(mine.body.data.status).toBe('shipped');
    expect((await recentActions(ctx.db.kysely, 2)).map((a) => a.action)).toEqual(['order.logistics', 'order.ship']);
  });

  it('answers the dashboard with code 0 to staff and owner alike', async () => {
    for (const op of [staff, owner]) {
      const res = await ctx.call<{ toShip: number }>('GET', '/api/admin/dashboard?since=2020-01-01T00:00:00.000Z', { headers: op.headers });
      expect(res.body.code).toBe(0);
      expect(typeof res.body.data.toShip).toBe('number');
    }
  });
});
