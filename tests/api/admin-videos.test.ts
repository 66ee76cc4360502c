import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEO_DIR } from '../../src/server/seed/video/demo-videos.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

let ctx: TestContext;
let staff: Operator;
let mp4: Buffer;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
  mp4 = await readFile(join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'));
});
afterAll(() => ctx.close());

interface Uploaded {
  key: string;
  duration?: number;
  width?: number;
  height?: number;
}
async function upload(kind: string, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = staff.headers) {
  const res = await ctx.app.request(`/api/admin/videos/upload/${kind}`, { method: 'POST', body, headers: { ...headers, lang: 'en', 'content-type': 'application/octet-stream' } });
  return { status: res.status, body: (await res.json()) as { code: number; data: Uploaded; msg: string } };
}

describe(`console videos (${TEST_DIALECT})`, () => {
  it('uploads an MP4 and a poster, creates a draft in three languages with goods, edits and publishes it for members', async () => {
    const video = await upload('video', new Uint8Array(mp4));
    expect(video.body).toMatchObject({ code: 0, data: { height: 360 } });
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#af57ff' } }).png().toBuffer();
    const poster = await upload('poster', new Uint8Array(png));
    expect(poster.body.code).toBe(0);
    const { goodsId } = await goodsWithStock(ctx, 5);
    const texts = { zh: { title: '玫瑰浴', description: '放松' }, en: { title: 'Rose bath', description: '' }, ja: { title: 'ローズバス' } };
    const created = await ctx.call<{ id: number; version: number; status: string; texts: object; goodsIds: number[]; sources: { height: number }[] }>('POST', '/api/admin/videos', {
      json: { video: video.body.data.key, poster: poster.body.data.key, texts, goodsIds: [goodsId] },
      headers: staff.headers,
    });
    expect(created.body).toMatchObject({ code: 0, data: { status: 'draft', goodsIds: [goodsId], sources: [{ height: 360 }] } });
    expect(created.body.data.texts).toEqual({ en: { title: 'Rose bath', description: '' }, ja: { title: 'ローズバス', description: '' }, zh: { title: '玫瑰浴', description: '放松' } });
    const id = created.body.data.id;
    // The upload is used up: the same key cannot make a second video.
    const again = await ctx.call('POST', '/api/admin/videos', { json: { video: video.body.data.key, texts }, headers: { ...staff.headers, lang: 'en' } });
    expect([again.body.code, again.body.msg]).toEqual([-1, 'The uploaded file is no longer available; please upload it again']);

    const member = await register(ctx);
    const watch = () => ctx.call<{ title: string }>('GET', `/api/video/detail?id=${id}`, { headers: { token: member.token, lang: 'ja' } });
    expect((await watch()).body.code).toBe(-1);
    const publishes = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', `/api/admin/videos/${id}/publish`, { headers: staff.headers })));
    expect(publishes.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect((await watch()).body.data.title).toBe('ローズバス');

    // Emptying a language drops it; the Japanese page falls back to English.
    // Publishing does not move the form's version on: the form does not write the video's state.
    const edit = { texts: { zh: texts.zh, en: { title: 'Rose bath, slowly' }, ja: { title: '', description: '' } }, goodsIds: [], version: created.body.data.version };
    const edited = await ctx.call('POST', `/api/admin/videos/${id}`, { json: edit, headers: staff.headers });
    expect(edited.body).toMatchObject({ code: 0, data: { goodsIds: [], texts: { en: { title: 'Rose bath, slowly' } } } });
    expect((await watch()).body.data.title).toBe('Rose bath, slowly');
    // The same form saved again is from before that save: refused, the words kept.
    const stale = await ctx.call('POST', `/api/admin/videos/${id}`, { json: { ...edit, texts: { zh: { title: '旧标题' } }, goodsIds: [goodsId] }, headers: { ...staff.headers, lang: 'en' } });
    expect([stale.status, stale.body.code, stale.body.msg]).toEqual([200, -1, 'This record has changed since you opened it; please reload it and save again']);
    expect((await watch()).body.data.title).toBe('Rose bath, slowly');
    const list = await ctx.call<{ list: { id: number; title: string; status: string }[]; total: number }>('GET', '/api/admin/videos?status=published', { headers: { ...staff.headers, lang: 'en' } });
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ id, title: 'Rose bath, slowly', status: 'published' }));

    // The form saved as it opened changes nothing: the same version opens it again, and no audit entry is added.
    const opened = await ctx.call<{ version: number; texts: object; goodsIds: number[] }>('GET', `/api/admin/videos/${id}`, { headers: staff.headers });
    const unchanged = await Promise.all(Array.from({ length: 20 }, () =>
      ctx.call<{ version: number }>('POST', `/api/admin/videos/${id}`, { json: { texts: opened.body.data.texts, goodsIds: opened.body.data.goodsIds, version: opened.body.data.version }, headers: staff.headers })));
    expect(unchanged.map((r) => [r.body.code, r.body.data.version])).toEqual(Array.from({ length: 20 }, () => [0, opened.body.data.version]));
    expect((await ctx.call('GET', `/api/admin/videos/${id}`, { headers: staff.headers })).body.data).toEqual(opened.body.data);
    expect((await ctx.call('POST', `/api/admin/videos/${id}/unpublish`, { headers: staff.headers })).body.code).toBe(0);
    expect((await watch()).body.code).toBe(-1);
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['actor', 'action']).where('target', '=', String(id)).where('action', 'like', 'video.%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['video.create', 'video.publish', 'video.update', 'video.unpublish']);
    expect(audit.every((a) => a.actor === `operator:${staff.account}`)).toBe(true);
  });

  it('replaces the poster from the edit screen: made 1280 × 720, shown to members at once, the old file kept', async () => {
    const video = await upload('video', new Uint8Array(mp4));
    const texts = { zh: { title: '换封面', description: '' } };
    const created = await ctx.call<{ id: number; poster: string; version: number }>('POST', '/api/admin/videos', { json: { video: video.body.data.key, texts, goodsIds: [] }, headers: staff.headers });
    const { id, poster: oldPoster, version } = created.body.data;
    await ctx.call('POST', `/api/admin/videos/${id}/publish`, { headers: staff.headers });
    const member = await register(ctx);
    const shown = async () => (await ctx.call<{ poster: string }>('GET', `/api/video/detail?id=${id}`, { headers: { token: member.token } })).body.data.poster;
    const listed = async () => (await ctx.call<{ list: { id: number; poster: string }[] }>('GET', '/api/video/list?pageSize=50', { headers: { token: member.token } })).body.data.list.find((v) => v.id === id)!.poster;
    expect(await shown()).toBe(oldPoster);

    const jpeg = await sharp({ create: { width: 900, height: 1600, channels: 3, background: '#203040' } }).jpeg().toBuffer();
    const poster = await upload('poster', new Uint8Array(jpeg));
    const edited = await ctx.call<{ poster: string; texts: object; version: number }>('POST', `/api/admin/videos/${id}`, { json: { texts, goodsIds: [], newPoster: poster.body.data.key, version }, headers: staff.headers });
    expect(edited.body.code).toBe(0);
    const newPoster = edited.body.data.poster;
    expect(newPoster).toMatch(/^\/media\/posters\/[0-9a-f]{20}\.webp$/);
    expect(newPoster).not.toBe(oldPoster);
    expect([await shown(), await listed()]).toEqual([newPoster, newPoster]);
    const file = join(ctx.config.dataDir, 'media', newPoster.replace('/media/', ''));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    // The old file stays: its name is its content, so another video may share it and cached pages may still name it.
    expect((await readFile(join(ctx.config.dataDir, 'media', oldPoster.replace('/media/', '')))).length).toBeGreaterThan(0);
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('target', '=', String(id)).where('action', '=', 'video.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ poster: oldPoster });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ poster: newPoster });

    // The upload is used up, a bad key changes nothing, and saving without one keeps the poster.
    for (const newPosterKey of [poster.body.data.key, 'not-a-key', 42]) {
      const refused = await ctx.call('POST', `/api/admin/videos/${id}`, { json: { texts: { zh: { title: 'Changed?' } }, goodsIds: [], newPoster: newPosterKey }, headers: { ...staff.headers, lang: 'en' } });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([200, -1, 'The uploaded file is no longer available; please upload it again']);
    }
    expect((await ctx.call<{ texts: { zh: { title: string } } }>('GET', `/api/admin/videos/${id}`, { headers: staff.headers })).body.data.texts.zh.title).toBe('换封面');
    const kept = await ctx.call<{ poster: string; texts: { zh: { title: string } } }>('POST', `/api/admin/videos/${id}`, { json: { texts, goodsIds: [], newPoster: '', version: edited.body.data.version }, headers: staff.headers });
    expect(kept.body.data).toMatchObject({ poster: newPoster, texts: { zh: { title: '换封面' } } });
  });

  it('refuses files that are not MP4 videos or pictures, and empty ones, keeping nothing', async () => {
    for (const [kind, body, msg] of [
      ['video', 'not a video at all', 'The file is not an MP4 video'],
      ['poster', new Uint8Array(mp4.subarray(0, 4096)), 'The poster must be a JPG, PNG or WebP picture'],
      ['video', '', 'The uploaded file is no longer available; please upload it again'],
      ['sound', 'x', 'No such API endpoint'],
    ] as const) {
      const res = await upload(kind, body);
      expect([res.body.code, res.body.msg]).toEqual([-1, msg]);
    }
  });

  it.each([
    [{ texts: {}, video: '0'.repeat(32) }, "Enter the video's title"],
    [{ texts: { en: { title: 'ok' } }, video: 'x' }, 'The uploaded file is no longer available; please upload it again'],
    [{ texts: { en: { title: 'ok' } }, video: ['0'.repeat(32)] }, 'The uploaded file is no longer available; please upload it again'],
    [{ texts: 'en', video: '0'.repeat(32) }, 'Invalid parameter: texts'],
    [{ texts: { zh: { title: '' } }, video: '0'.repeat(32) }, "Enter the video's title"],
    [{ texts: { en: { title: 'x'.repeat(201) } }, video: '0'.repeat(32) }, 'The title can be at most 200 characters'],
    [{ texts: { en: { title: 'ok' } }, video: '0'.repeat(32), goodsIds: ['abc'] }, 'Choose goods on sale (at most 20)'],
    [{ texts: { en: { title: 'ok' } }, video: '0'.repeat(32), goodsIds: 7 }, 'Choose goods on sale (at most 20)'],
    [{ texts: { en: { title: 'ok' } }, video: '0'.repeat(32) }, 'The uploaded file is no longer available; please upload it again'],
    [{ texts: { en: { title: 'a\u0000b' } }, video: '0'.repeat(32) }, 'The input contains a character that cannot be used (texts.en.title)'],
  ])('refuses creating %j', async (json, msg) => {
    const res = await ctx.call('POST', '/api/admin/videos', { json, headers: { ...staff.headers, lang: 'en' } });
    expect([res.status, res.body.code, res.body.msg]).toEqual([200, -1, msg]);
  });

  it('answers unknown videos, bad ids and strangers without a server error', async () => {
    for (const id of ['abc', '0', '-3', '99999999', '1e3']) {
      for (const [method, path] of [['GET', ''], ['POST', '/publish']] as const) {
        const res = await ctx.call(method, `/api/admin/videos/${id}${path}`, { headers: { ...staff.headers, lang: 'en' } });
        expect([res.status, res.body.code, res.body.msg]).toEqual([200, -1, 'This video does not exist or is no longer available']);
      }
    }
    const missing = await ctx.call('POST', '/api/admin/videos/99999999', { json: { texts: { en: { title: 'x' } } }, headers: { ...staff.headers, lang: 'en' } });
    expect(missing.body.code).toBe(-1);
    const member = await register(ctx);
    for (const headers of [{}, { token: member.token }] as Record<string, string>[]) {
      expect((await ctx.call('GET', '/api/admin/videos', { headers })).body.code).toBe(403);
      expect((await upload('video', new Uint8Array(mp4), headers)).body.code).toBe(403);
    }
  });
});
