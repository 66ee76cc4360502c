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
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
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
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('shop@orchid.test');
    expect(received[0]!.to).toEqual(['smtp.user@example.com']);
    expect(received[0]!.raw).toMatch(/Subject: Orchid Mall verification code: \d{6}/);
    const outbox = await ctx.db.kysely.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);
  });
});
