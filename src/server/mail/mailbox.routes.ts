import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import type { Executor } from '../db/schema.ts';
import { socketAddress } from '../http/client-ip.ts';
import { listOutbox } from './mailer.ts';

/**
 * The outbox for development and demos: /dev/mailbox (a page) and /dev/mailbox.json (newest first).
 * Not mounted in production. Outside production it still holds reset codes, so it answers only a browser on
 * the machine itself (servesMailbox). Requests made in-process (tests) have no peer and come from the machine
 * by definition.
 */
export function mailboxRoutes(db: Executor, options: { trustProxy: number }) {
  return new Hono()
    .use(async (c, next) => {
      if (!servesMailbox(c, options.trustProxy)) return c.text('Not found', 404);
      await next();
    })
    .get('/mailbox.json', async (c) => c.json(await listOutbox(db)))
    .get('/mailbox', async (c) => {
      const mails = await listOutbox(db);
      const items = mails.map(
        (m) => html`<article><h2>${m.subject}</h2><p class="meta">${m.to} · ${m.sentAt}</p><pre>${m.text}</pre></article>`,
      );
      return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · Orchid Mall</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
h1{color:#8a2be2}article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}
.meta{color:#555;font-size:13px}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Outbox</h1><p>Mail the shop has sent while no SMTP server is configured, newest first.</p>
${items.length ? items : raw('<p>No mail yet.</p>')}</body></html>`);
    });
}

/**
 * Whether a request may read the outbox: it must come straight from a browser on this machine.
 * - The TCP peer is a loopback address. Behind a proxy on the same host (nginx, Caddy) the peer is loopback
 *   for every visitor, so that alone proves nothing:
 * - no proxy is configured (TRUST_PROXY says there is one in front of the shop), and
 * - the request carries no header a proxy adds (X-Forwarded-*, Forwarded, X-Real-IP, Via …), and
 * - it names the machine as its host (localhost, a loopback address), as a browser on it does; a proxy that
 *   passes the public name on, or a page of another site reaching localhost by DNS rebinding, names another.
 */
export function servesMailbox(c: Context, trustProxy: number): boolean {
  const peer = socketAddress(c);
  if (peer !== undefined && !isLoopback(peer)) return false;
  if (trustProxy > 0) return false;
  if (isForwarded(c.req.raw.headers)) return false;
  return isLoopbackHost(new URL(c.req.url).hostname);
}

/** Headers that proxies and load balancers add to what they pass on. */
const FORWARDING_HEADERS = new Set(['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'x-original-forwarded-for']);

/** A request that passed through a proxy: any X-Forwarded-* header (For, Host, Proto, Port …) or another of the above. */
export function isForwarded(headers: Headers): boolean {
  for (const name of headers.keys()) {
    if (name.startsWith('x-forwarded-') || FORWARDING_HEADERS.has(name)) return true;
  }
  return false;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** A host name that means this machine: localhost (and names under it) or a loopback address, bracketed for IPv6. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isLoopback(host.replace(/^\[(.*)\]$/, '$1'));
}
