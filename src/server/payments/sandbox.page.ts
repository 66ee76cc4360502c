import { html, raw } from 'hono/html';
import { isRtl, type Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { formatCny } from '../../lib/money.ts';
import type { SandboxPaymentsTable } from '../db/schema.ts';

type Payment = Pick<SandboxPaymentsTable, 'id' | 'amount' | 'currency' | 'subject' | 'status' | 'expires_at' | 'merchant_ref' | 'return_url'>;

// The sandbox is a stand-in for a provider's own site, so it carries its own small style sheet.
const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f4f5;color:#18181b}
.banner{background:#fde047;color:#422006;text-align:center;padding:.75rem 1rem;font-weight:700}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 2rem}dt{color:#52525b}dd{margin:0;font-weight:600}
.amount{font-size:1.75rem}
.actions{display:flex;gap:1rem}
button,a.back{flex:1;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #0f766e;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
button[value=confirm]{background:#0f766e;color:#fff}button[value=decline],a.back{background:#fff;color:#0f766e}
p.state{padding:1rem;border-radius:.5rem;background:#f4f4f5}
`;

/** The sandbox provider's hosted payment page: plainly a test page, then the amount and two answers. */
export function sandboxPage(t: TFunction, locale: Locale, payment: Payment, now: Date) {
  const expired = payment.status === 'pending' && Date.parse(payment.expires_at) <= now.getTime();
  const state = payment.status === 'paid' ? t('sandbox.state.paid') : payment.status === 'declined' ? t('sandbox.state.declined') : expired ? t('sandbox.state.expired') : null;
  return html`<!doctype html>
<html lang="${locale}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${t('sandbox.title')}</title>
<link rel="icon" href="/favicon.ico" sizes="any">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${raw(STYLE)}</style>
</head>
<body>
<p class="banner" role="note">${t('sandbox.banner')}</p>
<main>
<h1>${t('sandbox.heading')}</h1>
<dl>
<dt>${t('sandbox.merchant')}</dt><dd>${t('site.name')}</dd>
<dt>${t('sandbox.subject')}</dt><dd>${payment.subject}</dd>
<dt>${t('sandbox.reference')}</dt><dd>${payment.merchant_ref}</dd>
<dt>${t('sandbox.amount')}</dt><dd class="amount" data-amount="${Number(payment.amount)}">${formatCny(Number(payment.amount), locale)}</dd>
</dl>
${
  state
    ? html`<p class="state" role="status">${state}</p><p class="actions"><a class="back" href="${payment.return_url}">${t('sandbox.back')}</a></p>`
    : html`<form method="post" class="actions">
<button type="submit" name="decision" value="confirm">${t('sandbox.confirm')}</button>
<button type="submit" name="decision" value="decline">${t('sandbox.decline')}</button>
</form>`
}
</main>
</body>
</html>`;
}
