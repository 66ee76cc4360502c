import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The TCP peer of the request; in-process calls (tests) have none. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The caller's address for rate limits. Behind `trustedHops` proxies of our own, each proxy appends the
 * address it received the request from to X-Forwarded-For, so the client is the entry that many places from
 * the right (the nearest proxy is the socket itself). Everything further left was written by the client and
 * proves nothing. A header with fewer entries than proxies gives its left-most entry, one that is not an
 * address gives the socket's.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const socket = socketAddress(c) ?? 'unknown';
  if (trustedHops <= 0) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  const candidate = hops[Math.max(0, hops.length - trustedHops)]!;
  return isIP(candidate) ? candidate : socket;
}
