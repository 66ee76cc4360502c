import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
/** How long the SMTP server takes to accept a mail: a slow relay, as real ones often are. */
const SMTP_DELAY_MS = 400;
let server: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Orchid Mall <shop@orchid.test>' });
});

afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe(`mail over SMTP (${TEST_DIALECT})`, () => {
  it('delivers the verification code to a real SMTP server instead of the outbox', async () => {
    const m = await register(ctx);
    const res = await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'smtp.user@example.com' }, headers: { token: m.token, lang: 'en' } });
    expect(res.body.code).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]!.from).toBe('shop@orchid.test');
    expect(received[0]!.to).toEqual(['smtp.user@example.com']);
    expect(received[0]!.raw).toMatch(/Subject: Orchid Mall verification code: \d{6}/);
    const outbox = await ctx.db.kysely.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);
    await expect.poll(async () => (await ctx.db.kysely.selectFrom('mail_queue').select('sent_at').executeTakeFirst())?.sent_at, { timeout: 5000 }).toBeTruthy();
  });

  it('answers a reset request as fast whether or not a mail goes out, the mail following from the queue', async () => {
    const { memberWithEmail } = await import('./members.ts');
    const withEmail = await memberWithEmail(ctx, 'smtp.reset@example.com').catch(() => undefined);
    // memberWithEmail reads the code from the outbox, which SMTP does not use: bind the email directly.
    const account = withEmail?.account ?? (await register(ctx)).account;
    await ctx.db.kysely.updateTable('members').set({ email: 'smtp.reset@example.com' }).where('account', '=', account).execute();
    const without = await register(ctx);
    const timed = async (name: string) => {
      const started = performance.now();
      const res = await ctx.call('POST', '/api/member/getResetPwdEmailCode', { json: { account: name }, headers: { lang: 'en' } });
      expect(res.body.code).toBe(200);
      return performance.now() - started;
    };
    const before = received.length;
    const withMail = await timed(account);
    const withoutMail = await timed(without.account);
    expect(withMail).toBeLessThan(SMTP_DELAY_MS / 2);
    expect(Math.abs(withMail - withoutMail)).toBeLessThan(SMTP_DELAY_MS / 2);
    await expect.poll(() => received.slice(before).some((r) => r.to.includes('smtp.reset@example.com')), { timeout: 5000 }).toBe(true);
  });

  it('retries a mail the server refused, from the send-mail job', async () => {
    const { deliverDueMail } = await import('../../src/server/mail/mail-queue.ts');
    const { enqueueMail } = await import('../../src/server/mail/mail-queue.repository.ts');
    const t0 = new Date('2030-01-01T00:00:00Z');
    await enqueueMail(ctx.db.kysely, { to: 'retry@example.com', subject: 's', text: 't' }, t0);
    let calls = 0;
    // Everything else queued so far has gone out already; this fake server refuses the first try.
    await expect.poll(async () => (await ctx.db.kysely.selectFrom('mail_queue').select('id').where('sent_at', 'is', null).where('to_address', '!=', 'retry@example.com').execute()).length).toBe(0);
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('421 try later');
    };
    expect(await deliverDueMail(ctx.db.kysely, flaky, t0)).toBe(0);
    const row = await ctx.db.kysely.selectFrom('mail_queue').selectAll().where('to_address', '=', 'retry@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, last_error: '421 try later', sent_at: null });
    expect(await deliverDueMail(ctx.db.kysely, flaky, new Date(row.next_attempt_at!))).toBe(1);
    expect(calls).toBe(2);
  });
});
