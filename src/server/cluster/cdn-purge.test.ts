import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { purgeCdn } from './cdn-purge.ts';

function recorder() {
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  const log = (msg: string, fields?: Record<string, unknown>) => void lines.push({ msg, fields });
  const logger: Logger = { info: log, warn: log, error: log };
  return { lines, logger };
}

describe('CDN purges', () => {
  it('sends PURGE with the keys in xkey-purge to every URL', async () => {
    const sent: [string, string | undefined, string | null][] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push([url, init.method, new Headers(init.headers).get('xkey-purge')]);
      return new Response('ok');
    }) as typeof globalThis.fetch;
    const { lines, logger } = recorder();
    await purgeCdn(['http://a/', 'http://b/'], ['goods-12', 'goods-list', 'home'], logger, { fetch, pausesMs: [1, 1] });
    expect(sent).toEqual([
      ['http://a/', 'PURGE', 'goods-12 goods-list home'],
      ['http://b/', 'PURGE', 'goods-12 goods-list home'],
    ]);
    expect(lines).toEqual([]);
  });

  it('tries again after a refusal or a network failure, then logs the URL that never took it', async () => {
    const answers: (number | Error)[] = [503, new Error('connect ECONNREFUSED'), 200];
    let calls = 0;
    const fetch = (async (url: string) => {
      calls += 1;
      if (url.includes('down')) throw new Error('connect ECONNREFUSED');
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return new Response('', { status: next });
    }) as typeof globalThis.fetch;
    const { lines, logger } = recorder();
    await purgeCdn(['http://flaky/', 'http://down/'], ['home'], logger, { fetch, pausesMs: [1, 1] });
    expect(calls).toBe(6);
    expect(lines).toEqual([{ msg: 'CDN purge failed', fields: { url: 'http://down/', keys: 'home', attempts: 3, error: 'connect ECONNREFUSED' } }]);
  });
});
