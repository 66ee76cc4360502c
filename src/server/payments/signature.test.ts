import { describe, expect, it } from 'vitest';
import { checkSignature, signPayload } from './signature.ts';

const key = Buffer.from('k'.repeat(32));
const now = new Date('2026-11-24T10:00:00.000Z');
const body = '{"reference":"R1","amount":30000}';

describe('callback signatures', () => {
  it('accepts the signature of exactly this body', () => {
    expect(checkSignature(key, signPayload(key, body, now), body, now)).toBeNull();
  });

  it('refuses a changed body, another key, or no signature', () => {
    const header = signPayload(key, body, now);
    expect(checkSignature(key, header, body.replace('30000', '90000'), now)).toBe('mismatch');
    expect(checkSignature(Buffer.from('x'.repeat(32)), header, body, now)).toBe('mismatch');
    expect(checkSignature(key, null, body, now)).toBe('missing');
    expect(checkSignature(key, 'v1=abc', body, now)).toBe('malformed');
  });

  it('refuses a signature older or newer than five minutes', () => {
    const header = signPayload(key, body, now);
    expect(checkSignature(key, header, body, new Date(now.getTime() + 4 * 60_000))).toBeNull();
    expect(checkSignature(key, header, body, new Date(now.getTime() + 6 * 60_000))).toBe('stale');
    expect(checkSignature(key, header, body, new Date(now.getTime() - 6 * 60_000))).toBe('stale');
  });
});
