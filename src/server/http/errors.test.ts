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
});
