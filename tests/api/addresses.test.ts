import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT } from '../../src/config/freight.ts';
import { ADDRESS_MAX, type MemberAddress } from '../../src/lib/schemas/address.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
});
afterAll(() => ctx.close());

const SHENZHEN = { provinceId: 440000, cityId: 440300, districtId: 440305 };
const URUMQI = { provinceId: 650000, cityId: 650100, districtId: 650102 };
const HONG_KONG = { provinceId: 810000, cityId: 810100, districtId: 810101 };

const HONG_KONG_SAMPLE = { ...HONG_KONG, mobile: '91234567', detail: '1 Queen’s Road' };
const sample = (over: Record<string, unknown> = {}) => ({ name: '张三', mobile: '13800138000', ...SHENZHEN, detail: '科技园南路 88 号 3 栋 201', ...over });

async function memberToken(): Promise<string> {
  return (await register(ctx)).token;
}

function api<T = MemberAddress>(token: string, path: string, json?: unknown, lang = 'zh') {
  const headers = { token, lang };
  return path === 'list' ? ctx.call<T>('GET', '/api/memberAddress/list', { headers }) : ctx.call<T>('POST', `/api/memberAddress/${path}`, { json, headers });
}

async function add(token: string, over: Record<string, unknown> = {}): Promise<MemberAddress> {
  const { body } = await api(token, 'add', sample(over));
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

async function list(token: string): Promise<MemberAddress[]> {
  return (await api<MemberAddress[]>(token, 'list')).body.data;
}

describe(`memberAddress/getArea (${TEST_DIALECT})`, () => {
  it('serves the region tree to anyone, compressed, with a long cache lifetime and an ETag', async () => {
    const res = await ctx.app.request('/api/memberAddress/getArea', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(body.code).toBe(200);
    const names = new Map((body.data as { id: number; pid: number; name: string }[]).map((n) => [n.id, n]));
    expect(names.get(440305)).toEqual({ id: 440305, pid: 440300, name: '南山区' });
    expect([710000, 810000, 820000, 900000].map((id) => names.get(id)?.pid)).toEqual([0, 0, 0, 0]);
  });

  it('sends gzip or plain JSON to clients without brotli, and 304 to a client holding the same ETag', async () => {
    const gz = await ctx.app.request('/api/memberAddress/getArea', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const fromGzip = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString());
    const plain = await ctx.app.request('/api/memberAddress/getArea', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(fromGzip);

    const etag = gz.headers.get('etag') as string;
    expect(plain.headers.get('etag')).toBe(etag);
    const again = await ctx.app.request('/api/memberAddress/getArea', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('names the regions in the language the address asks for, each language with its own ETag', async () => {
    const tree = async (query: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.request(`/api/memberAddress/getArea${query}`, { headers: { 'accept-encoding': 'identity', ...headers } });
      const body = (await res.json()) as { data: { id: number; name: string }[] };
      return { etag: res.headers.get('etag'), names: new Map(body.data.map((n) => [n.id, n.name])) };
    };
    const en = await tree('?lang=en');
    expect([en.names.get(110000), en.names.get(110101), en.names.get(900000)]).toEqual(['Beijing', 'Dongcheng District', 'Outside China']);
    const tw = await tree('?lang=zh-TW');
    expect([tw.names.get(440000), tw.names.get(440305)]).toEqual(['廣東省', '南山區']);
    expect(tw.etag).not.toBe(en.etag);
    expect((await tree('', { lang: 'en' })).etag).toBe(en.etag);
    expect((await tree('?lang=nonsense')).names.get(440305)).toBe('南山区');
  });
});

describe(`memberAddress book (${TEST_DIALECT})`, () => {
  it('needs a logged-in member on every address endpoint', async () => {
    for (const path of ['list', 'add', 'update', 'delete', 'setDefault']) expect((await api('nope', path, { id: 1 })).body.code).toBe(403);
  });

  it('adds addresses with names from the tree and freight; the first becomes the default', async () => {
    const token = await memberToken();
    expect(await list(token)).toEqual([]);
    const { body } = await api(token, 'add', sample({ name: ' 张三 ', mobile: '138 0013-8000', isDefault: false }));
    expect(body.msg).toBe('添加成功');
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: '张三',
      mobile: '13800138000',
      ...SHENZHEN,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园南路 88 号 3 栋 201',
      address: '广东省 深圳市 南山区 科技园南路 88 号 3 栋 201',
      isDefault: true,
      freight: FREIGHT.fees.standard,
    });
    const remote = await add(token, { ...URUMQI, name: '李四' });
    expect(remote).toMatchObject({ isDefault: false, freight: FREIGHT.fees.remote, address: '新疆维吾尔自治区 乌鲁木齐市 天山区 科技园南路 88 号 3 栋 201' });
    const municipality = await add(token, { provinceId: 110000, cityId: 110100, districtId: 110199, detail: '长安街 1 号院' });
    expect(municipality.address).toBe('北京市 其它区 长安街 1 号院');
  });

  it('shows the address book in the reader’s language from the codes it keeps', async () => {
    const token = await memberToken();
    await add(token, HONG_KONG_SAMPLE);
    await add(token, { isDefault: true });
    const inLang = async (lang: string) => (await api<MemberAddress[]>(token, 'list', undefined, lang)).body.data.map((a) => a.address);
    expect(await inLang('en')).toEqual(['Guangdong, Shenzhen, Nanshan District, 科技园南路 88 号 3 栋 201', 'Hong Kong, Hong Kong Island, Central and Western, 1 Queen’s Road']);
    expect(await inLang('zh-TW')).toEqual(['廣東省 深圳市 南山區 科技园南路 88 号 3 栋 201', '香港 香港島 中西區 1 Queen’s Road']);
    expect((await inLang('ar'))[0]).toBe('قوانغدونغ، شنتشن، منطقة نانشان، 科技园南路 88 号 3 栋 201');
  });

  it('lists the default first, then the newest', async () => {
    const token = await memberToken();
    const first = await add(token);
    const second = await add(token);
    const third = await add(token);
    expect((await list(token)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it('moves the default to an address added, updated or set as default, keeping exactly one', async () => {
    const token = await memberToken();
    const a = await add(token);
    const b = await add(token, { isDefault: true });
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([[b.id, true], [a.id, false]]);

    const updated = await api(token, 'update', { ...sample({ name: '王五', isDefault: 'true' }), id: a.id });
    expect(updated.body).toMatchObject({ code: 200, msg: '保存成功', data: { id: a.id, name: '王五', isDefault: true } });
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([[a.id, true], [b.id, false]]);

    const set = await api(token, 'setDefault', { id: b.id });
    expect(set.body).toMatchObject({ code: 200, msg: '已设为默认地址', data: { id: b.id, isDefault: true } });
    expect((await list(token)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
  });

  it('keeps the default when its own form is saved without the flag', async () => {
    const token = await memberToken();
    const a = await add(token);
    await add(token);
    const { body } = await api(token, 'update', { ...sample({ detail: '深南大道 6001 号', isDefault: false }), id: a.id });
    expect(body.data).toMatchObject({ isDefault: true, detail: '深南大道 6001 号' });
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const token = await memberToken();
    const a = await add(token);
    const b = await add(token);
    const c = await add(token);
    const removed = await api(token, 'delete', { id: b.id });
    expect(removed.body).toEqual({ code: 200, data: null, msg: '删除成功' });
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([[a.id, true], [c.id, false]]);
    await api(token, 'delete', { id: a.id });
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true]]);
    await api(token, 'delete', { id: c.id });
    expect(await list(token)).toEqual([]);
    expect((await add(token)).isDefault).toBe(true);
  });

  it("answers not found for another member's address on update, delete and setDefault, and leaves it alone", async () => {
    const owner = await memberToken();
    const theirs = await add(owner);
    const intruder = await memberToken();
    await add(intruder);
    for (const [path, json] of [['update', { ...sample({ name: '黑客' }), id: theirs.id }], ['delete', { id: theirs.id }], ['setDefault', { id: theirs.id }]] as const) {
      expect((await api(intruder, path, json, 'en')).body).toEqual({ code: -1, data: null, msg: 'Shipping address not found' });
    }
    expect(await list(owner)).toEqual([theirs]);
    expect((await api(intruder, 'delete', { id: 999_999 })).body.msg).toBe('收货地址不存在');
    expect((await api(intruder, 'setDefault', { id: 'abc' })).body.msg).toBe('收货地址不存在');
  });

  it.each([
    [{ name: '' }, 'Please enter the consignee\'s name'],
    [{ name: '名'.repeat(21) }, 'The consignee\'s name can be at most 20 characters'],
    [{ mobile: '' }, 'Please enter the mobile number'],
    [{ mobile: '1380013800' }, 'Please enter a correct mobile number'],
    [{ mobile: '23800138000' }, 'Please enter a correct mobile number'],
    [{ mobile: '1380013800a' }, 'Please enter a correct mobile number'],
    [{ ...HONG_KONG, mobile: '13800138000' }, 'Please enter a correct mobile number'],
    [{ provinceId: 710000, cityId: 710100, districtId: 710101, mobile: '91234567' }, 'Please enter a correct mobile number'],
    [{ provinceId: '' }, 'Please choose the region'],
    [{ districtId: undefined }, 'Please choose the region'],
    [{ districtId: 440106 }, 'The chosen region is not valid; please choose again'],
    [{ provinceId: 110000 }, 'The chosen region is not valid; please choose again'],
    [{ detail: '  ' }, 'Please enter the detailed address'],
    [{ detail: '一号' }, 'The detailed address must be 5–120 characters'],
    [{ detail: '路'.repeat(121) }, 'The detailed address must be 5–120 characters'],
  ])('refuses %j with a translated reason', async (over, msg) => {
    const token = await memberToken();
    expect((await api(token, 'add', sample(over), 'en')).body).toEqual({ code: -1, data: null, msg });
    expect(await list(token)).toEqual([]);
  });

  it('applies the mobile rule of the region and accepts form-urlencoded writes', async () => {
    const token = await memberToken();
    expect((await add(token, { ...HONG_KONG, mobile: '91234567' })).freight).toBe(FREIGHT.fees.hkMoTw);
    expect((await add(token, { provinceId: 710000, cityId: 710100, districtId: 710101, mobile: '0912345678' })).province).toBe('台湾省');
    expect((await add(token, { provinceId: 900000, cityId: 900100, districtId: 900199, mobile: '14155550123' })).freight).toBe(FREIGHT.fees.overseas);
    const form = new URLSearchParams({ ...sample(), provinceId: '440000', cityId: '440300', districtId: '440305', isDefault: 'true' } as Record<string, string>).toString();
    const { body } = await ctx.call<MemberAddress>('POST', '/api/memberAddress/add', { form, headers: { token } });
    expect(body.data).toMatchObject({ isDefault: true, mobile: '13800138000' });
  });

  it(`refuses more than ${ADDRESS_MAX} addresses`, async () => {
    const token = await memberToken();
    for (let i = 0; i < ADDRESS_MAX; i += 1) await add(token, { detail: `幸福路 ${i + 1} 号楼` });
    const { body } = await api(token, 'add', sample(), 'en');
    expect(body).toEqual({ code: -1, data: null, msg: `You can save at most ${ADDRESS_MAX} shipping addresses` });
    expect(await list(token)).toHaveLength(ADDRESS_MAX);
  });

  it('keeps one default when a member adds several addresses at once', async () => {
    const token = await memberToken();
    await Promise.all(Array.from({ length: 10 }, (_, i) => add(token, { detail: `并发路 ${i + 1} 号楼`, isDefault: i % 3 !== 2 })));
    const all = await list(token);
    expect(all).toHaveLength(10);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    expect(all[0]?.isDefault).toBe(true);
  });

  it('lets the database refuse a second default row', async () => {
    const token = await memberToken();
    const a = await add(token);
    await add(token);
    const member = await ctx.db.kysely.selectFrom('member_addresses').select('member_id').where('id', '=', a.id).executeTakeFirstOrThrow();
    await expect(
      ctx.db.kysely.updateTable('member_addresses').set({ is_default: 1 }).where('member_id', '=', member.member_id).execute(),
    ).rejects.toThrow();
  });

  it('takes delete as POST only, so an id never changes state through a GET', async () => {
    const token = await memberToken();
    const a = await add(token);
    const res = await ctx.call('GET', `/api/memberAddress/delete?id=${a.id}`, { headers: { token } });
    expect(res.status).toBe(405);
    expect(await list(token)).toHaveLength(1);
  });
});
