import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { requestContext } from '../request-context.ts';
import { RenderThreads } from './render-threads.ts';

const entry = new URL('./fixtures/echo-render-thread.ts', import.meta.url);
const logger = createLogger('error', () => true);

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'om-render-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server', 'entry.mjs'), 'export const app = {};');
  return dir;
}

const answer = async (res: Response) => (await res.json()) as { thread: number; method: string; path: string; body: string | null; requestIds: string[] };

describe('render threads', () => {
  let pool: RenderThreads | undefined;
  afterEach(async () => pool?.close());

  it('refuses to start without a built site', async () => {
    await expect(RenderThreads.start({ distDir: join(tmpdir(), 'om-no-such-dist'), threads: 1, logger, entry })).rejects.toThrow(/npm run build/);
  });

  it('hands each request to the thread with the fewest in hand and returns its page', async () => {
    pool = await RenderThreads.start({ distDir: builtSite(), threads: 2, logger, entry });
    expect(pool.size).toBe(2);
    const pages = await Promise.all(Array.from({ length: 20 }, (_, i) => pool!.render(new Request(`http://shop/en/goods/details?id=${i}&wait=20`))));
    const answers = await Promise.all(pages.map(answer));
    expect(answers.map((a) => a.path)).toEqual(Array.from({ length: 20 }, (_, i) => `/en/goods/details?id=${i}&wait=20`));
    const perThread = Object.values(Object.groupBy(answers, (a) => String(a.thread))).map((list) => list!.length);
    expect(perThread).toEqual([10, 10]);
    const posted = await answer(await pool.render(new Request('http://shop/en/goods/list', { method: 'POST', body: 'keyword=rose' })));
    expect(posted).toMatchObject({ method: 'POST', body: 'keyword=rose' });
  });

  it('tells the thread the id of the request it renders for, never the one the client sent', async () => {
    pool = await RenderThreads.start({ distDir: builtSite(), threads: 1, logger, entry });
    const asked = new Request('http://shop/en/broken', { headers: { 'x-request-id': 'chosen-by-client' } });
    const page = await requestContext.run({ id: 'req-0001-ours' }, () => pool!.render(asked));
    expect((await answer(page)).requestIds).toEqual(['req-0001-ours']);
    expect(pool.stats()).toEqual({ threads: 1, busy: 0, pending: 0 });
  });

  it('finishes the renders in hand before it stops', async () => {
    pool = await RenderThreads.start({ distDir: builtSite(), threads: 1, logger, entry });
    const slow = pool.render(new Request('http://shop/slow?wait=200'));
    await pool.close();
    expect((await answer(await slow)).path).toBe('/slow?wait=200');
    expect(pool.size).toBe(0);
  });

  it('fails the renders a dying thread held, replaces it, and the others go on', async () => {
    pool = await RenderThreads.start({ distDir: builtSite(), threads: 2, logger, entry });
    const slow = pool.render(new Request('http://shop/slow?wait=300'));
    const dying = pool.render(new Request('http://shop/die'));
    await expect(dying).rejects.toThrow(/render thread stopped/);
    expect((await answer(await slow)).path).toBe('/slow?wait=300');
    expect(pool.size).toBe(1);
    expect((await answer(await pool.render(new Request('http://shop/still')))).path).toBe('/still');
    await expect.poll(() => pool!.size, { timeout: 5000 }).toBe(2);
  });
});
