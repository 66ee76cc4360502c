import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../i18n/catalog.server.ts';
import { createT } from '../i18n/messages.ts';
import { asEnvelope, isSuccess } from './envelope.ts';
import { httpStatusMessage } from './errors.ts';

registerServerCatalogue();

describe('asEnvelope', () => {
  it('accepts { code, data, msg } with numeric or numeric-string codes', () => {
    expect(asEnvelope({ code: 200, data: { a: 1 }, msg: 'ok' })).toEqual({ code: 200, data: { a: 1 }, msg: 'ok' });
    expect(asEnvelope({ code: '-1', data: null, msg: 'no' })?.code).toBe(-1);
    expect(asEnvelope({ code: 0, data: 5, msg: '  ' })?.msg).toBeUndefined();
  });

  it('rejects anything else', () => {
    for (const body of [undefined, null, '', '<html>', [], { data: 1 }, { code: 'x' }, { code: 1.5 }]) {
      expect(asEnvelope(body)).toBeNull();
    }
  });

  it('treats 200 and 0 as success only', () => {
    expect(isSuccess({ code: 200, data: null })).toBe(true);
    expect(isSuccess({ code: 0, data: null })).toBe(true);
    expect(isSuccess({ code: -1, data: null })).toBe(false);
    expect(isSuccess({ code: 403, data: null })).toBe(false);
  });
});

describe('httpStatusMessage', () => {
  const t = createT('en');

  it('prefers the server message', () => {
    expect(httpStatusMessage(400, 'amount is required', t)).toBe('amount is required');
    expect(httpStatusMessage(429, 'Too many attempts', t)).toBe('Too many attempts');
  });

  it('translates the catalogued statuses', () => {
    for (const status of [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505]) {
      expect(httpStatusMessage(status, undefined, t)).toBe(t(`http.status.${status}` as Parameters<typeof t>[0]));
    }
    expect(httpStatusMessage(404, undefined, createT('ja'))).toBe('リソースが見つかりません');
    expect(httpStatusMessage(418, undefined, t)).toBe(t('api.failed'));
  });
});
