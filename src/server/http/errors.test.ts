import { describe, expect, it } from 'vitest';
import { createT } from '../../lib/i18n/messages.ts';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { BusyError, RateLimitedError } from '../errors.ts';
import { mapError } from './errors.ts';

registerServerCatalogue();

const t = createT('en');

describe('mapping refusals that say when to come back', () => {
  it('answers a client over its rate 429 with Retry-After in whole seconds, the same as the envelope', () => {
    const mapped = mapError(new RateLimitedError(1200, 'error.tooManyAtOnce'), t);
    expect(mapped).toMatchObject({ status: 429, headers: { 'Retry-After': '2' }, body: { code: -1, data: { retryAfter: 2 } } });
    expect(mapped.body.msg).toBe('Too many requests from your network at once; please try again in a few seconds');
  });

  it('answers a server out of room 503 with Retry-After', () => {
    expect(mapError(new BusyError(2500), t)).toMatchObject({ status: 503, headers: { 'Retry-After': '3' }, body: { msg: 'The server is busy, please try again in a moment' } });
  });

  it('answers a catalogue read cut by its statement timeout 503 busy, to ask again in a second, and no cache keeps it', () => {
    const cut = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(mapError(cut, t)).toMatchObject({
      status: 503,
      headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' },
      body: { code: -1, data: { retryAfter: 1 }, msg: 'The server is busy, please try again in a moment' },
      unexpected: true,
    });
  });

  it('answers a catalogue reader thread that died 503 with Retry-After, as a database gone', async () => {
    const { ReaderLostError } = await import('../db/reader-pool.ts');
    expect(mapError(new ReaderLostError('thread stopped (exit code 1)'), t)).toMatchObject({ status: 503, headers: { 'Retry-After': '30' }, body: { msg: 'The shop is briefly unavailable, please try again in a moment' } });
  });
});
