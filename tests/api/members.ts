import { listOutbox } from '../../src/server/mail/mailer.ts';
import type { TestContext } from './harness.ts';

let counter = 0;

/** A unique valid account name per call, so tests never collide. */
export function newAccount(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${process.pid % 1000}_${counter}`.slice(0, 20);
}

/** A distinct client address per helper call (used when the context trusts X-Forwarded-For), so helpers never trip per-IP limits. */
export function uniqueIp(): string {
  counter += 1;
  return `10.200.${Math.floor(counter / 250)}.${counter % 250}`;
}

export async function register(ctx: TestContext, account = newAccount(), pwd = 'secret123'): Promise<{ account: string; pwd: string; token: string }> {
  const { body } = await ctx.call<{ token: string }>('POST', '/api/member/register', { json: { account, pwd }, headers: { 'x-forwarded-for': uniqueIp() } });
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  return { account, pwd, token: body.data.token };
}

/**
 * The newest mail sent to an address, from the outbox the shop writes to without SMTP: what /dev/mailbox.json
 * lists, read directly (the page answers no shop that trusts a proxy, as most test shops here do).
 */
export async function lastMailTo(ctx: TestContext, to: string): Promise<{ subject: string; text: string } | undefined> {
  const mails = await listOutbox(ctx.db.kysely);
  return mails.find((m) => m.to === to.toLowerCase());
}

export async function lastCodeTo(ctx: TestContext, to: string): Promise<string> {
  const mail = await lastMailTo(ctx, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Registers a member and binds an email through the real code flow. */
export async function memberWithEmail(ctx: TestContext, email: string) {
  const m = await register(ctx);
  const headers = { token: m.token };
  await ctx.call('POST', '/api/member/sendEmailCode', { json: { email }, headers });
  const newCode = await lastCodeTo(ctx, email);
  const bound = await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email, newCode }, headers });
  if (bound.body.code !== 200) throw new Error(`bind failed: ${bound.body.msg}`);
  return { ...m, email, headers };
}
