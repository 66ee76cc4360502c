import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const request = (socket: string, forwardedFor?: string) =>
  ({ env: { incoming: { socket: { remoteAddress: socket } } }, req: { header: () => forwardedFor } }) as unknown as Context;

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientIp(request('203.0.113.9', '1.1.1.1'), 0)).toBe('203.0.113.9');
  });

  it('takes the address our one proxy saw, not the first hop the client wrote', () => {
    expect(clientIp(request('10.0.0.2', '6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('skips as many right-hand entries as there are further proxies of ours', () => {
    expect(clientIp(request('10.0.0.2', 'spoof, 198.51.100.7, 10.0.0.3'), 2)).toBe('198.51.100.7');
  });

  it('falls back to the socket when the chosen entry is not an address', () => {
    expect(clientIp(request('10.0.0.2', '198.51.100.7, garbage'), 1)).toBe('10.0.0.2');
    expect(clientIp(request('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});
