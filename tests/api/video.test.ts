import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../src/server/web/static.ts';
import { hideComment, restoreComment } from '../../src/server/video/comment.service.ts';
import { unpublishVideo } from '../../src/server/video/video-admin.service.ts';
import { countCollectedVideos } from '../../src/server/video/video-collect.service.ts';
import type { Page } from '../../src/lib/schemas/goods.ts';
import type { CollectedVideo, VideoCard, VideoComment, VideoCommentPage, VideoDetail, VideoReply } from '../../src/lib/schemas/video.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { publishedVideo } from './video-fixture.ts';

let ctx: TestContext;
let token: string;
let memberId: number;
let rose: number;
let silk: number;
let candle: number;

beforeAll(async () => {
  ctx = await createTestContext({ COMMENTS_PER_MINUTE: '1000', COMMENTS_PER_DAY: '1000' });
  token = (await register(ctx)).token;
  memberId = (await ctx.db.kysely.selectFrom('members').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  rose = await publishedVideo(ctx, { zh: '玫瑰花瓣泡澡球：一场玫瑰色的泡澡', en: 'Rose Petal Bath Bombs' });
  silk = await publishedVideo(ctx, { zh: '桑蚕丝眼罩：一夜好眠', en: 'Mulberry Silk Sleep Mask' }, 'silk-sleep');
  candle = await publishedVideo(ctx, { zh: '大豆蜡按摩蜡烛', en: 'Soy Wax Massage Candle' }, 'candle-glow');
  await ctx.db.kysely.updateTable('videos').set({ views: 50 }).where('id', '=', silk).execute();
});
afterAll(() => ctx.close());

const get = <T>(path: string, auth = token, lang = 'en') => ctx.call<T>('GET', path, { headers: { token: auth, lang } });
const post = <T>(path: string, json: unknown, auth = token, lang = 'en') => ctx.call<T>('POST', path, { json, headers: { token: auth, lang } });

describe(`video list and detail (${TEST_DIALECT})`, () => {
  it('is for members only', async () => {
    for (const path of ['/api/video/list', `/api/video/detail?id=${rose}`, `/api/video/commentList?videoId=${rose}`, '/api/collect/videoList']) {
      expect((await ctx.call('GET', path)).body.code).toBe(403);
    }
    expect((await ctx.call('POST', '/api/video/view', { json: { id: rose } })).body.code).toBe(403);
  });

  it('lists published videos latest first or most viewed first, a page at a time', async () => {
    const latest = await get<Page<VideoCard>>('/api/video/list?pageSize=2');
    expect(latest.body.data.total).toBe(3);
    expect(latest.body.data.list.map((v) => v.id)).toEqual([candle, silk]);
    expect(latest.body.data.list[0]).toMatchObject({ title: 'Soy Wax Massage Candle', views: 0, commentCount: 0 });
    expect(latest.body.data.list[0]!.duration).toBeGreaterThan(7);
    const page2 = await get<Page<VideoCard>>('/api/video/list?pageSize=2&page=2');
    expect(page2.body.data.list.map((v) => v.id)).toEqual([rose]);
    const popular = await get<Page<VideoCard>>('/api/video/list?sort=popular');
    expect(popular.body.data.list[0]!.id).toBe(silk);
  });

  it('searches titles with the goods rules: CJK fragments, any language, every word must match', async () => {
    const ids = async (keyword: string, lang = 'en') => (await get<Page<VideoCard>>(`/api/video/list?keyword=${encodeURIComponent(keyword)}`, token, lang)).body.data.list.map((v) => v.id);
    expect(await ids('玫瑰')).toEqual([rose]);
    expect(await ids('眼罩')).toEqual([silk]);
    expect(await ids('silk')).toEqual([silk]);
    expect(await ids('SOY candle')).toEqual([candle]);
    expect(await ids('rose silk')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    expect(await ids("' OR 1=1 --")).toEqual([]);
  });

  it('answers bad list parameters with the defaults, never an error', async () => {
    const { status, body } = await get<Page<VideoCard>>('/api/video/list?page=-4&pageSize=abc&sort=drop&keyword=' + 'x'.repeat(500));
    expect(status).toBe(200);
    expect(body.code).toBe(200);
  });

  it('gives the detail: texts in the asked language with fallback, sources largest first, collected flag', async () => {
    const en = (await get<VideoDetail>(`/api/video/detail?id=${rose}`)).body.data;
    expect(en).toMatchObject({ id: rose, title: 'Rose Petal Bath Bombs', description: 'About Rose Petal Bath Bombs', collected: false, goods: [] });
    expect(en.sources.map((s) => [s.height, s.type])).toEqual([[720, 'video/mp4'], [360, 'video/mp4']]);
    expect((await get<VideoDetail>(`/api/video/detail?id=${rose}`, token, 'ja')).body.data.title).toBe('Rose Petal Bath Bombs');
    expect((await get<VideoDetail>(`/api/video/detail?id=${rose}`, token, 'zh')).body.data.title).toBe('玫瑰花瓣泡澡球：一场玫瑰色的泡澡');
  });

  it('refuses unknown, draft and malformed ids alike', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '']) {
      const { status, body } = await get(`/api/video/detail?id=${id}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: -1, msg: 'This video does not exist or is no longer available' });
    }
  });
});

describe(`video files (${TEST_DIALECT})`, () => {
  let web: Hono;
  let src: string;
  let size: number;
  beforeAll(async () => {
    web = new Hono().use('/media/*', mediaFiles(ctx.services.storage.media));
    const detail = (await get<VideoDetail>(`/api/video/detail?id=${rose}`)).body.data;
    src = detail.sources[1]!.src;
    size = Number((await web.request(src)).headers.get('content-length'));
  });
  const range = (value: string) => web.request(src, { headers: { range: value } });

  it('serves the whole file as MP4, immutable, with byte ranges offered', async () => {
    const res = await web.request(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await res.arrayBuffer()).byteLength).toBe(size);
  });

  it('answers first, middle and suffix ranges with 206 and the right bytes', async () => {
    const whole = new Uint8Array(await (await web.request(src)).arrayBuffer());
    for (const [header, start, end] of [['bytes=0-99', 0, 99], ['bytes=1000-1999', 1000, 1999], ['bytes=-500', size - 500, size - 1], [`bytes=${size - 10}-`, size - 10, size - 1]] as const) {
      const res = await range(header);
      expect(res.status, header).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(whole.slice(start, end + 1));
    }
  });

  it('answers ranges outside the file with 416', async () => {
    for (const header of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`]) {
      const res = await range(header);
      expect(res.status, header).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    }
  });
});

describe(`views (${TEST_DIALECT})`, () => {
  it('counts a member once per video per hour, however many views arrive at once', async () => {
    const before = (await get<VideoDetail>(`/api/video/detail?id=${candle}`)).body.data.views;
    const burst = await Promise.all(Array.from({ length: 30 }, () => post<{ views: number; counted: boolean }>('/api/video/view', { id: candle })));
    expect(burst.every((r) => r.body.code === 200)).toBe(true);
    expect(burst.filter((r) => r.body.data.counted)).toHaveLength(1);
    expect((await get<VideoDetail>(`/api/video/detail?id=${candle}`)).body.data.views).toBe(before + 1);
    const other = await register(ctx);
    expect((await post<{ counted: boolean }>('/api/video/view', { id: candle }, other.token)).body.data.counted).toBe(true);
    // An hour later the same member counts again.
    await ctx.db.kysely.updateTable('video_views').set({ counted_at: new Date(Date.now() - 61 * 60_000).toISOString() }).execute();
    expect((await post<{ views: number; counted: boolean }>('/api/video/view', { id: candle })).body.data).toEqual({ views: before + 3, counted: true });
  });

  it('refuses views of videos members cannot see', async () => {
    for (const id of [999999, 'x', null]) expect((await post('/api/video/view', { id })).body.code).toBe(-1);
  });
});

describe(`comments (${TEST_DIALECT})`, () => {
  const comments = async (videoId = rose, auth = token) => (await get<Page<VideoComment>>(`/api/video/commentList?videoId=${videoId}`, auth)).body.data;

  it('posts comments newest first, kept as plain text', async () => {
    const first = await post<VideoComment>('/api/video/comment', { videoId: rose, content: '  Lovely colour\r\n\r\n\r\n\r\nwill buy  ' });
    expect(first.body).toMatchObject({ code: 200, msg: 'Comment posted', data: { content: 'Lovely colour\n\nwill buy', mine: true, replies: [] } });
    await post('/api/video/comment', { videoId: rose, content: '<script>alert(1)</script>' });
    const list = await comments();
    expect(list.list.map((c) => c.content)).toEqual(['<script>alert(1)</script>', 'Lovely colour\n\nwill buy']);
    expect(list.list[0]!.author.nickname).toBeTruthy();
  });

  // The video id is filled in when the test runs: the table is read before the videos exist.
  it.each([
    [{ content: '   ' }, 'Please write a comment'],
    [{}, 'Please write a comment'],
    [{ content: 42 }, 'Please write a comment'],
    [{ content: '\u0007\u001b\n\n' }, 'Please write a comment'],
    [{ content: '\u0000\u0007\n\n' }, 'The input contains a character that cannot be used (content)'],
    [{ content: 'x'.repeat(501) }, 'A comment can be at most 500 characters'],
    [{ videoId: 999999, content: 'hi' }, 'This video does not exist or is no longer available'],
    [{ videoId: 'abc', content: 'hi' }, 'This video does not exist or is no longer available'],
    [{ content: 'hi', parentId: 999999 }, 'This comment does not exist or has been removed'],
    [{ content: 'hi', parentId: 'x' }, 'This comment does not exist or has been removed'],
  ])('refuses %j', async (fields, msg) => {
    const { status, body } = await post('/api/video/comment', { videoId: rose, ...fields });
    expect(status).toBe(200);
    expect(body.msg).toBe(msg);
  });

  it('accepts exactly 500 characters', async () => {
    expect((await post('/api/video/comment', { videoId: silk, content: 'y'.repeat(500) })).body.code).toBe(200);
  });

  it('keeps replies one level deep: a reply to a reply is filed under the comment, addressed to its author', async () => {
    const other = await register(ctx, undefined);
    const top = (await post<VideoComment>('/api/video/comment', { videoId: silk, content: 'Is it warm?' })).body.data;
    const reply = (await post<VideoReply>('/api/video/comment', { videoId: silk, content: 'Very warm', parentId: top.id }, other.token)).body.data;
    expect(reply.replyTo).toBeNull();
    const answer = (await post<VideoReply>('/api/video/comment', { videoId: silk, content: 'Thanks!', parentId: reply.id })).body.data;
    expect(answer.replyTo).toBe(reply.author.nickname);
    const listed = (await comments(silk)).list.find((c) => c.id === top.id)!;
    expect(listed.replies.map((r) => [r.content, r.mine])).toEqual([['Very warm', false], ['Thanks!', true]]);
    // A comment of another video cannot be answered here.
    expect((await post('/api/video/comment', { videoId: rose, content: 'x', parentId: top.id })).body.msg).toBe('This comment does not exist or has been removed');
  });

  it('counts comments and their replies alike on the card and in the player, after posting and deleting', async () => {
    const video = await publishedVideo(ctx, { zh: '计数', en: 'Counting' }, 'candle-glow');
    const counts = async () => {
      const card = (await get<Page<VideoCard>>('/api/video/list?pageSize=50')).body.data.list.find((v) => v.id === video)!;
      const player = (await get<VideoCommentPage>(`/api/video/commentList?videoId=${video}`)).body.data;
      return { card: card.commentCount, player: player.count, topLevel: player.total };
    };
    const top = (await post<VideoComment>('/api/video/comment', { videoId: video, content: 'Does it smell of smoke?' })).body.data;
    const other = await register(ctx);
    const reply = (await post<VideoReply>('/api/video/comment', { videoId: video, content: 'Not at all', parentId: top.id }, other.token)).body.data;
    await post('/api/video/comment', { videoId: video, content: 'Bought two' });
    expect(await counts()).toEqual({ card: 3, player: 3, topLevel: 2 });
    expect((await post('/api/video/deleteComment', { id: reply.id }, other.token)).body.code).toBe(200);
    expect(await counts()).toEqual({ card: 2, player: 2, topLevel: 2 });
  });

  it('deletes own comments only; another member gets "not found"', async () => {
    const mine = (await post<VideoComment>('/api/video/comment', { videoId: candle, content: 'mine' })).body.data;
    const other = await register(ctx);
    expect((await post('/api/video/deleteComment', { id: mine.id }, other.token)).body.msg).toBe('This comment does not exist or has been removed');
    const burst = await Promise.all(Array.from({ length: 20 }, () => post('/api/video/deleteComment', { id: mine.id })));
    expect(burst.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect((await comments(candle)).list.some((c) => c.id === mine.id)).toBe(false);
    for (const id of ['x', -1, null]) expect((await post('/api/video/deleteComment', { id })).body.code).toBe(-1);
  });

  it('hides and restores through moderation; hidden comments take their replies with them', async () => {
    const top = (await post<VideoComment>('/api/video/comment', { videoId: candle, content: 'spam?' })).body.data;
    await post('/api/video/comment', { videoId: candle, content: 'reply', parentId: top.id });
    const countBefore = (await get<Page<VideoCard>>('/api/video/list')).body.data.list.find((v) => v.id === candle)!.commentCount;
    await hideComment(ctx.db.kysely, top.id);
    expect((await comments(candle)).list.some((c) => c.id === top.id)).toBe(false);
    expect((await get<Page<VideoCard>>('/api/video/list')).body.data.list.find((v) => v.id === candle)!.commentCount).toBe(countBefore - 2);
    expect((await post('/api/video/comment', { videoId: candle, content: 'x', parentId: top.id })).body.code).toBe(-1);
    await expect(hideComment(ctx.db.kysely, top.id)).rejects.toThrow();
    await restoreComment(ctx.db.kysely, top.id);
    expect((await comments(candle)).list.find((c) => c.id === top.id)!.replies).toHaveLength(1);
  });

  it('limits how fast a member comments', async () => {
    const strict = await createTestContext({ COMMENTS_PER_MINUTE: '3' });
    try {
      const m = await register(strict);
      const video = await publishedVideo(strict, { zh: '限速', en: 'Limit' });
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => strict.call('POST', '/api/video/comment', { json: { videoId: video, content: `c${i}` }, headers: { token: m.token, lang: 'en' } })));
      expect(burst.filter((r) => r.body.code === 200)).toHaveLength(3);
      // Refused with the wait: the seconds left in the minute, in the answer and in the message.
      const refused = burst.find((r) => r.body.code !== 200)!;
      expect(refused.status).toBe(429);
      const { retryAfter } = refused.body.data as { retryAfter: number };
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.res.headers.get('retry-after')).toBe(String(retryAfter));
      expect(refused.body.msg).toMatch(new RegExp(`^You are commenting too quickly; please wait ${retryAfter} seconds? and try again$`));
    } finally {
      await strict.close();
    }
  });
});

describe(`collected videos (${TEST_DIALECT})`, () => {
  it('collects idempotently, lists newest first, removes one or several, and counts', async () => {
    const m = await register(ctx);
    const burst = await Promise.all(Array.from({ length: 20 }, () => post('/api/collect/addVideoCollect', { videoId: rose }, m.token)));
    expect(burst.every((r) => r.body.code === 200)).toBe(true);
    await post('/api/collect/addVideoCollect', { videoId: silk }, m.token);
    const list = (await get<Page<CollectedVideo>>('/api/collect/videoList', m.token)).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((v) => v.available)).toEqual([true, true]);
    expect((await get<VideoDetail>(`/api/video/detail?id=${rose}`, m.token)).body.data.collected).toBe(true);
    const id = (await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow()).id;
    expect(await countCollectedVideos(ctx.db.kysely, id)).toBe(2);
    expect((await post('/api/collect/cancelVideoCollect', { videoIds: [rose, silk] }, m.token)).body.code).toBe(200);
    expect((await get<Page<CollectedVideo>>('/api/collect/videoList', m.token)).body.data.total).toBe(0);
  });

  it("never touches another member's collection", async () => {
    await post('/api/collect/addVideoCollect', { videoId: candle });
    const other = await register(ctx);
    await post('/api/collect/cancelVideoCollect', { videoIds: [candle] }, other.token);
    expect(await countCollectedVideos(ctx.db.kysely, memberId)).toBeGreaterThan(0);
    expect((await get<Page<CollectedVideo>>('/api/collect/videoList', other.token)).body.data.total).toBe(0);
  });

  it('keeps a taken-down video listed, marked, so it can be removed; refuses to collect it anew', async () => {
    const m = await register(ctx);
    const gone = await publishedVideo(ctx, { zh: '下架', en: 'Going away' });
    await post('/api/collect/addVideoCollect', { videoId: gone }, m.token);
    await unpublishVideo(ctx.db.kysely, gone);
    expect((await get<Page<CollectedVideo>>('/api/collect/videoList', m.token)).body.data.list[0]).toMatchObject({ id: gone, available: false });
    const other = await register(ctx);
    expect((await post('/api/collect/addVideoCollect', { videoId: gone }, other.token)).body.msg).toBe('This video does not exist or is no longer available');
  });

  it.each([[{ videoIds: [] }], [{ videoIds: 'x' }], [{}], [{ videoIds: Array.from({ length: 201 }, (_, i) => i + 1) }]])('refuses removal %j', async (json) => {
    const { status, body } = await post('/api/collect/cancelVideoCollect', json);
    expect(status).toBe(200);
    expect(body.code).toBe(-1);
  });
});
