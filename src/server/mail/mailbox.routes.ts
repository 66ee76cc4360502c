import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Executor } from '../db/schema.ts';
import { socketAddress } from '../http/client-ip.ts';
import { listOutbox } from './mailer.ts';

/**
 * The outbox for development and demos: /dev/mailbox (a page) and /dev/mailbox.json (newest first).
 * Not mounted in production. Outside production it still holds reset codes, so it answers only the machine
 * itself: the TCP peer must be a loopback address (headers prove nothing). Requests made in-process
 * (tests) have no peer and come from the machine by definition.
 */
export function mailboxRoutes(db: Executor) {
  return new Hono()
    .use(async (c, next) => {
      const peer = socketAddress(c);
      if (peer !== undefined && !isLoopback(peer)) return c.text('Not found', 404);
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

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return v4.startsWith('127.') || address === '::1';
}
