import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillPictures } from '../../src/server/uploads/picture-backfill.service.ts';
import { buildFixture, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
let fixture: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await buildFixture(ctx.db.kysely);
});
afterAll(() => ctx.close());

describe(`pictures stored before variants (${TEST_DIALECT})`, () => {
  it('gets every size once, and every row naming them the new name; a missing file is reported and left', async () => {
    const { uploads, media } = ctx.services.storage;
    await media.put('goods/a.webp', await sharp({ create: { width: 800, height: 800, channels: 3, background: '#af57ff' } }).webp().toBuffer(), { contentType: 'image/webp' });
    const m = await register(ctx);
    const k = ctx.db.kysely;
    const member = await k.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
    const oldKey = `2026/05/${randomUUID()}.png`;
    const oldUrl = `/uploads/${oldKey}`;
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } }).png().toBuffer();
    await uploads.put(oldKey, png, { contentType: 'image/png' });
    await k.insertInto('uploads').values({ member_id: member.id, path: oldUrl, bytes: png.length, width: 300, height: 200, created_at: new Date().toISOString() }).execute();
    await k.updateTable('members').set({ avatar: oldUrl }).where('id', '=', member.id).execute();
    await k.insertInto('feedback').values({ member_id: member.id, content: 'dented', contact_information: null, image_urls: oldUrl, created_at: new Date().toISOString() }).execute();

    const result = await backfillPictures({ db: k, uploads, media });
    expect(result.made).toBe(2);
    expect(result.missing).toEqual(['/media/goods/b.webp']);

    const avatar = (await k.selectFrom('members').select('avatar').where('id', '=', member.id).executeTakeFirstOrThrow()).avatar!;
    expect(avatar).toBe(oldUrl.replace('.png', '.300x200.jpg'));
    expect((await k.selectFrom('feedback').select('image_urls').where('member_id', '=', member.id).executeTakeFirstOrThrow()).image_urls).toBe(avatar);
    for (const suffix of ['.c48.webp', '.c96.jpg', '.w160.webp', '.webp', '.jpg']) expect(await uploads.stat(avatar.replace(/^\/uploads\//, '').replace('.jpg', suffix)), suffix).toBeDefined();
    // The member still owns the picture under its new name: it can be set as the avatar again.
    const saved = await ctx.call('POST', '/api/member/updateMemberInfo', { json: { avatar }, headers: { token: m.token, lang: 'en' } });
    expect(saved.body.code).toBe(200);

    const goods = await k.selectFrom('goods').select('images').where('id', '=', fixture.ids.oil).executeTakeFirstOrThrow();
    const [main, second] = JSON.parse(goods.images) as string[];
    expect(main).toMatch(/^\/media\/goods\/a\.800x800\.jpg$/);
    expect(second).toBe('/media/goods/b.webp');
    expect(await media.stat('goods/a.800x800.og.jpg')).toBeDefined();
    expect(await media.stat('goods/a.webp')).toBeDefined();

    expect(await backfillPictures({ db: k, uploads, media })).toEqual({ made: 0, missing: ['/media/goods/b.webp'], rowsChanged: 0 });
  });
});
