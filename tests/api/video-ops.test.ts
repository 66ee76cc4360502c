import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEO_DIR } from '../../src/server/seed/video/demo-videos.ts';
import { commands, UsageError } from '../../src/server/ops/commands.ts';
import type { Page } from '../../src/lib/schemas/goods.ts';
import type { VideoCard, VideoComment } from '../../src/lib/schemas/video.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await register(ctx)).token;
});
afterAll(() => ctx.close());

async function ops(...argv: string[]): Promise<string[]> {
  const [name, ...args] = argv;
  const lines: string[] = [];
  await commands[name!]!.run(ctx.services, args, (line) => lines.push(line));
  return lines;
}
/** The message key of the domain error a command ends with (the console prints it translated). */
const fails = (p: Promise<unknown>) => p.then(() => '', (e: Error) => e.message);
const list = async () => (await ctx.call<Page<VideoCard>>('GET', '/api/video/list', { headers: { token, lang: 'en' } })).body.data;

describe(`video operator commands (${TEST_DIALECT})`, () => {
  it('adds an MP4 as a draft, reading its length, and publishes it once', async () => {
    const [said] = await ops('video:add', join(DEMO_VIDEO_DIR, 'silk-robe-720.mp4'), '--title', '真丝晨袍', '--poster', join(DEMO_VIDEO_DIR, 'silk-robe.webp'));
    const id = Number(/video #(\d+) added/.exec(said!)![1]);
    expect(said).toMatch(/1280×720, 46\.0 s/);
    expect((await list()).total).toBe(0);
    await ops('video:source', String(id), join(DEMO_VIDEO_DIR, 'silk-robe-360.mp4'));
    await ops('video:publish', String(id));
    expect((await list()).list).toMatchObject([{ id, title: '真丝晨袍' }]);
    expect(await fails(ops('video:publish', String(id)))).toBe('video.stateChanged');
    const audit = await ctx.db.kysely.selectFrom('audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['video.create', 'video.source', 'video.publish']));
  });

  it('refuses files that are not MP4 by their content, whatever their name', async () => {
    const fake = join(ctx.services.mediaDir, '..', 'fake.mp4');
    writeFileSync(fake, 'GIF89a not a video at all, just pretending to be one');
    expect(await fails(ops('video:add', fake, '--title', 'x'))).toBe('video.file.notMp4');
    expect(await fails(ops('video:add', join(DEMO_VIDEO_DIR, 'rose-bath.webp'), '--title', 'x'))).toBe('video.file.notMp4');
    expect(await fails(ops('video:add', '/no/such/file.mp4', '--title', 'x'))).toBe('video.file.unreadable');
  });

  it('explains wrong usage', async () => {
    await expect(ops('video:add', join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'))).rejects.toBeInstanceOf(UsageError);
    await expect(ops('video:publish', 'abc')).rejects.toBeInstanceOf(UsageError);
    await expect(ops('comment:hide')).rejects.toBeInstanceOf(UsageError);
    expect(await fails(ops('video:publish', '99999'))).toBe('video.notFound');
  });

  it('lists, hides and restores comments', async () => {
    const [said] = await ops('video:add', join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'), '--title', 'Rose', '--locale', 'en');
    const videoId = Number(/video #(\d+)/.exec(said!)![1]);
    await ops('video:publish', String(videoId));
    const posted = await ctx.call<VideoComment>('POST', '/api/video/comment', { json: { videoId, content: 'buy cheap watches' }, headers: { token, lang: 'en' } });
    const id = posted.body.data.id;
    expect((await ops('comments', '--video', String(videoId))).join('\n')).toContain('buy cheap watches');
    await ops('comment:hide', String(id));
    expect((await ops('comments', '--status', 'hidden')).join('\n')).toContain(`#${id}`);
    expect(await fails(ops('comment:hide', String(id)))).toBe('video.comment.stateChanged');
    await ops('comment:restore', String(id));
    expect((await ops('comments', '--status', 'visible')).join('\n')).toContain(`#${id}`);
  });
});
