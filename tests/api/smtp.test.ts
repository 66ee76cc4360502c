import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/server/mail/mail-queue.repository.ts';
import { deliverDueMail, RETRY_PAUSES_MIN } from '../../src/server/mail/mail-queue.ts';
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
    expect(received[0]!.raw).toMatch(/^Subject: Orchid Mall verification code\r?$/m);
    const outbox = await ctx.db.kysely.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);
    await expect.poll(async () => (await ctx.db.kysely.selectFrom('mail_queue').select('sent_at').executeTakeFirst())?.sent_at, { timeout: 5000 }).toBeTruthy();
  });

  it('keeps the code out of the subject line (it shows on lock screens) and marks the mail as automatic', async () => {
    const m = await register(ctx);
    const before = received.length;
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'lockscreen@example.com' }, headers: { token: m.token, lang: 'ja' } });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(before + 1);
    const raw = received.at(-1)!.raw;
    const [head, ...body] = raw.split(/\r?\n\r?\n/);
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head!)![1]!;
    const decoded = subject.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?B\?([^?]*)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
    expect(decoded.trim()).toBe('オーキッドモールの認証コード');
    expect(decoded).not.toMatch(/\d/);
    expect(head).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    // The code is in the body (quoted-printable or base64, whichever the mailer chose).
    const text = body.join('\n');
    const plain = /Content-Transfer-Encoding: base64/i.test(head!) ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8') : text.replace(/=\r?\n/g, '');
    expect(plain).toMatch(/\d{6}/);
  });

  it('deletes a queued mail’s body once it is sent, keeping the row as the record', async () => {
    const m = await register(ctx);
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'record@example.com' }, headers: { token: m.token, lang: 'en' } });
    const row = () => ctx.db.kysely.selectFrom('mail_queue').selectAll().where('to_address', '=', 'record@example.com').executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).sent_at, { timeout: 5000 }).toBeTruthy();
    const sent = await row();
    expect(sent).toMatchObject({ to_address: 'record@example.com', subject: 'Orchid Mall verification code', text: null, next_attempt_at: null, last_error: null, attempts: 1 });
    expect(sent.subject).not.toMatch(/\d/);
    // A code mail lives as long as its code: ten minutes.
    const code = await ctx.db.kysely.selectFrom('email_codes').select('expires_at').where('email', '=', 'record@example.com').executeTakeFirstOrThrow();
    expect(sent.expires_at).toBe(code.expires_at);
    expect(Date.parse(sent.expires_at!) - Date.parse(sent.created_at)).toBeGreaterThan(10 * 60_000 - 1000);
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

  /** The queue row of the mail to `to`. */
  const queued = (to: string) => ctx.db.kysely.selectFrom('mail_queue').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

  /** Runs the send-mail job at each time the mail to `to` is due, from `t0`, until it is settled; the minutes after t0 of each run. */
  async function runJobUntilSettled(to: string, t0: Date, deliver: (mail: { to: string }) => Promise<void>): Promise<number[]> {
    // Mail queued by the tests above is delivered already; the job below runs at made-up later times.
    await expect.poll(async () => (await ctx.db.kysely.selectFrom('mail_queue').select('id').where('next_attempt_at', 'is not', null).where('to_address', '!=', to).execute()).length).toBe(0);
    const runs: number[] = [];
    let now = t0;
    for (let i = 0; i < 20; i++) {
      await deliverDueMail(ctx.db.kysely, deliver, now);
      runs.push(Math.round((now.getTime() - t0.getTime()) / 60_000));
      const row = await queued(to);
      if (!row.next_attempt_at) break;
      now = new Date(row.next_attempt_at);
    }
    return runs;
  }

  it('retries a refused mail on the schedule the README states, ten tries over about four hours, then gives up without its body', async () => {
    const t0 = new Date('2031-01-01T00:00:00Z');
    await enqueueMail(ctx.db.kysely, { to: 'relay.down@example.com', subject: 'Orchid Mall', text: 'body 1' }, t0);
    const refuse = async () => {
      throw new Error('451 relay down');
    };
    const tries = await runJobUntilSettled('relay.down@example.com', t0, refuse);
    expect(tries).toEqual([0, 1, 3, 7, 15, 31, 63, 123, 183, 243]);
    expect(RETRY_PAUSES_MIN.reduce((a, b) => a + b, 0)).toBe(243);
    expect(await queued('relay.down@example.com')).toMatchObject({ attempts: 10, sent_at: null, next_attempt_at: null, text: null, last_error: '451 relay down', subject: 'Orchid Mall' });
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/retried[^|]*ten tries over about four hours/);
  });

  it('sends a mail with a code only while the code is valid: no retry after it expires, no first try either', async () => {
    const t0 = new Date('2032-01-01T00:00:00Z');
    const expiresAt = new Date(t0.getTime() + 10 * 60_000);
    await enqueueMail(ctx.db.kysely, { to: 'code.late@example.com', subject: 'Orchid Mall verification code', text: 'code 1', expiresAt }, t0);
    const tries = await runJobUntilSettled('code.late@example.com', t0, async () => {
      throw new Error('421 try later');
    });
    // The fifth try would come 15 minutes after the first, when the code is no longer valid.
    expect(tries).toEqual([0, 1, 3, 7]);
    expect(await queued('code.late@example.com')).toMatchObject({ attempts: 4, sent_at: null, next_attempt_at: null, text: null, last_error: '421 try later' });

    // The shop was down until after the code expired: the mail is given up unsent.
    await enqueueMail(ctx.db.kysely, { to: 'code.stale@example.com', subject: 'Orchid Mall verification code', text: 'code 2', expiresAt }, t0);
    const sent: string[] = [];
    expect(await deliverDueMail(ctx.db.kysely, async (mail) => void sent.push(mail.to), new Date(t0.getTime() + 11 * 60_000))).toBe(0);
    expect(sent).toEqual([]);
    expect(await queued('code.stale@example.com')).toMatchObject({ attempts: 0, sent_at: null, next_attempt_at: null, text: null, last_error: 'expired before it could be sent' });
  });
});
