import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Executor } from '../db/schema.ts';
import { listOutbox } from './mailer.ts';

/**
 * The outbox for development and demos: /dev/mailbox (a page) and /dev/mailbox.json (newest first).
 * Not mounted in production.
 */
export function mailboxRoutes(db: Executor) {
  return new Hono()
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
