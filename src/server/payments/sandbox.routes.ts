import { Hono } from 'hono';
import { isLocale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import type { AppEnv } from '../http/env.ts';
import { sandboxPage } from './sandbox.page.ts';
import type { Sandbox } from './sandbox.provider.ts';
import { readForm } from '../http/body.ts';

const ID = /^[0-9a-f-]{36}$/;

/** The sandbox provider's hosted page: GET shows the payment, POST carries the shopper's answer. */
export function sandboxRoutes(sandbox: Sandbox) {
  return new Hono<AppEnv>()
    .get('/pay/:id', async (c) => {
      const id = c.req.param('id');
      const payment = ID.test(id) ? await sandbox.find(id) : undefined;
      if (!payment) return c.text(c.get('t')('sandbox.unknown'), 404);
      const locale = isLocale(payment.locale) ? payment.locale : c.get('locale');
      c.header('Cache-Control', 'no-store');
      return c.html(sandboxPage(createT(locale), locale, payment, new Date()));
    })
    .post('/pay/:id', async (c) => {
      const id = c.req.param('id');
      const form = await readForm(c);
      const decision = form.decision === 'confirm' || form.decision === 'decline' ? form.decision : null;
      if (!ID.test(id) || !decision) return c.text(c.get('t')('sandbox.unknown'), 400);
      const payment = await sandbox.decide(id, decision);
      if (!payment) return c.text(c.get('t')('sandbox.unknown'), 404);
      return c.redirect(payment.return_url, 303);
    });
}
