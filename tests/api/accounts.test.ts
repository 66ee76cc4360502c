import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { lastCodeTo, memberWithEmail, newAccount, register } from './members.ts';

let ctx: TestContext;
const en = { lang: 'en' };

beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6', REGISTER_MAX_PER_IP_HOUR: '4' });
});
afterAll(() => ctx.close());

// Each test speaks from its own address so the per-IP limits of one test do not touch another.
let ipCounter = 0;
const fromNewIp = () => ({ ...en, 'x-forwarded-for': `10.0.${TEST_DIALECT === 'sqlite' ? 1 : 2}.${++ipCounter}` });

describe(`register and log in (${TEST_DIALECT})`, () => {
  it('registers, returns a token and the member info', async () => {
    const account = newAccount('Reg');
    const { body } = await ctx.call<{ token: string }>('POST', '/api/member/register', { json: { account, pwd: 'secret123' }, headers: fromNewIp() });
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    const info = await ctx.call<{ account: string; nickname: string; haveEmail: boolean; havePayPwd: boolean }>('GET', '/api/member/getMemberInfo', { headers: { token: body.data.token } });
    expect(info.body.data).toMatchObject({ account, nickname: account, haveEmail: false, havePayPwd: false });
  });

  it.each([
    [{ account: 'abc', pwd: 'secret123' }, 'The account must be 4–20 characters'],
    [{ account: 'a'.repeat(21), pwd: 'secret123' }, 'The account must be 4–20 characters'],
    [{ account: 'bad name!', pwd: 'secret123' }, 'The account may contain only letters, digits and underscores'],
    [{ account: 'gooduser', pwd: '12345' }, 'The password must be 6–20 characters'],
    [{ account: 'gooduser', pwd: 'x'.repeat(21) }, 'The password must be 6–20 characters'],
    [{ account: 'gooduser' }, 'Please enter a new login password'],
  ])('refuses %j', async (json, msg) => {
    const { body } = await ctx.call('POST', '/api/member/register', { json, headers: fromNewIp() });
    expect(body).toEqual({ code: -1, data: null, msg });
  });

  it('refuses a duplicate account, whatever its case', async () => {
    const { account } = await register(ctx, newAccount('Dup'));
    const { body } = await ctx.call('POST', '/api/member/register', { json: { account: account.toUpperCase(), pwd: 'secret123' }, headers: fromNewIp() });
    expect(body.msg).toBe('This account is already registered');
  });

  it('logs in with the right password and refuses a wrong one or an unknown account alike', async () => {
    const { account } = await register(ctx);
    const ip = fromNewIp();
    const good = await ctx.call<{ token: string }>('POST', '/api/member/login', { json: { account, pwd: 'secret123' }, headers: ip });
    expect(good.body.code).toBe(200);
    const wrong = await ctx.call('POST', '/api/member/login', { json: { account, pwd: 'secret124' }, headers: ip });
    const unknown = await ctx.call('POST', '/api/member/login', { json: { account: 'nobody_here', pwd: 'secret123' }, headers: ip });
    expect(wrong.body).toEqual({ code: -1, data: null, msg: 'Incorrect account or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const { account } = await register(ctx);
    for (let i = 0; i < 3; i += 1) await ctx.call('POST', '/api/member/login', { json: { account, pwd: 'wrong-pass' }, headers: fromNewIp() });
    const locked = await ctx.call('POST', '/api/member/login', { json: { account, pwd: 'secret123' }, headers: fromNewIp() });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many attempts, please try again later');
  });

  it('limits failures per address across accounts', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 6; i += 1) await ctx.call('POST', '/api/member/login', { json: { account: newAccount('ipx'), pwd: 'wrong-pass' }, headers: ip });
    const { account } = await register(ctx);
    const blocked = await ctx.call('POST', '/api/member/login', { json: { account, pwd: 'secret123' }, headers: ip });
    expect(blocked.status).toBe(429);
  });

  it('limits registrations per address', async () => {
    const ip = fromNewIp();
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await ctx.call('POST', '/api/member/register', { json: { account: newAccount('many'), pwd: 'secret123' }, headers: ip })).status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe(`sessions (${TEST_DIALECT})`, () => {
  it('answers code 403 without a token, with a bogus one, after logout and after expiry', async () => {
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: en })).body).toEqual({ code: 403, data: null, msg: 'Login timed out, please log in again' });
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: { token: 'forged' } })).body.code).toBe(403);

    const a = await register(ctx);
    await ctx.call('POST', '/api/member/logout', { headers: { token: a.token } });
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: { token: a.token } })).body.code).toBe(403);

    const b = await register(ctx);
    await ctx.db.kysely.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: { token: b.token } })).body.code).toBe(403);
  });

  it('slides the expiry forward while the member is active', async () => {
    const m = await register(ctx);
    const hour = 3_600_000;
    const { id } = await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
    const mine = ctx.db.kysely.updateTable('sessions').where('member_id', '=', id);
    await mine.set({ last_seen_at: new Date(Date.now() - 2 * hour).toISOString(), expires_at: new Date(Date.now() + hour).toISOString() }).execute();
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: { token: m.token } })).body.code).toBe(200);
    const row = await ctx.db.kysely.selectFrom('sessions').select('expires_at').where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * hour);
  });

  it('stores only hashes of tokens and passwords', async () => {
    const m = await register(ctx);
    const session = await ctx.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(session.some((s) => s.token_hash === m.token)).toBe(false);
    const row = await ctx.db.kysely.selectFrom('members').select('pwd_hash').where('account', '=', m.account).executeTakeFirstOrThrow();
    expect(row.pwd_hash).toMatch(/^scrypt\$/);
  });

  it('updates the nickname', async () => {
    const m = await register(ctx);
    const { body } = await ctx.call<{ nickname: string }>('POST', '/api/member/updateMemberInfo', { json: { nickname: '  Orchid fan ' }, headers: { token: m.token, ...en } });
    expect(body.data.nickname).toBe('Orchid fan');
    expect(body.msg).toBe('Saved successfully');
  });
});

describe(`security email and codes (${TEST_DIALECT})`, () => {
  it('binds an email with the mailed code; the code cannot be used twice', async () => {
    const m = await register(ctx);
    const headers = { token: m.token, ...en };
    const sent = await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'Bind.Me@Example.com' }, headers });
    expect(sent.body.msg).toBe('Verification code sent; please check your email');
    const code = await lastCodeTo(ctx, 'bind.me@example.com');
    const bound = await ctx.call<{ email: string; haveEmail: boolean }>('POST', '/api/member/setSecureMailBox', { json: { email: 'bind.me@example.com', newCode: code }, headers });
    expect(bound.body.data).toMatchObject({ email: 'bind.me@example.com', haveEmail: true });
    const again = await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email: 'bind.me@example.com', newCode: code }, headers });
    expect(again.body.code).toBe(-1);
  });

  it('refuses a wrong code, an expired code, and the right code after 5 wrong tries', async () => {
    const m = await register(ctx);
    const headers = { token: m.token, ...en };
    const email = 'tries@example.com';
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email }, headers });
    const code = await lastCodeTo(ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const w = await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email, newCode: wrong }, headers });
    expect(w.body.msg).toBe('The verification code is wrong or has expired; please request a new one');
    for (let i = 0; i < 4; i += 1) await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email, newCode: wrong }, headers });
    const exhausted = await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email, newCode: code }, headers });
    expect(exhausted.body.code).toBe(-1);

    await ctx.db.kysely.deleteFrom('rate_limits').execute();
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email }, headers });
    const fresh = await lastCodeTo(ctx, email);
    await ctx.db.kysely.updateTable('email_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('email', '=', email).execute();
    const expired = await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email, newCode: fresh }, headers });
    expect(expired.body.code).toBe(-1);
  });

  it('sends at most one code per address and purpose every 60 seconds, and says how long to wait', async () => {
    const m = await register(ctx);
    const headers = { token: m.token, ...en };
    expect((await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'once@example.com' }, headers })).status).toBe(200);
    const second = await ctx.call<{ retryAfter: number }>('POST', '/api/member/sendEmailCode', { json: { email: 'once@example.com' }, headers });
    expect(second.status).toBe(429);
    expect(second.body.data.retryAfter).toBeGreaterThan(55);
    expect(second.body.data.retryAfter).toBeLessThanOrEqual(60);
    expect(second.body.msg).toBe(`A code was sent just now. You can ask for another in ${second.body.data.retryAfter} seconds`);
  });

  it('validates the email before sending', async () => {
    const m = await register(ctx);
    const { body } = await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'not-an-email' }, headers: { token: m.token, ...en } });
    expect(body.msg).toBe('Please enter a correct email');
  });

  it('refuses an email bound to someone else', async () => {
    await memberWithEmail(ctx, 'taken@example.com');
    const other = await register(ctx);
    const { body } = await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'taken@example.com' }, headers: { token: other.token, ...en } });
    expect(body.msg).toBe('This email is already bound to another account');
  });

  it('changing the email needs a code from the old address and one from the new', async () => {
    const m = await memberWithEmail(ctx, 'old@example.com');
    const headers = { ...m.headers, ...en };
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'new@example.com' }, headers });
    const newCode = await lastCodeTo(ctx, 'new@example.com');
    const noOld = await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email: 'new@example.com', newCode }, headers });
    expect(noOld.body.msg).toBe('Enter the verification code sent to your current email');
    await ctx.call('POST', '/api/member/sendEmailCode', { json: {}, headers });
    const oldCode = await lastCodeTo(ctx, 'old@example.com');
    const changed = await ctx.call<{ email: string }>('POST', '/api/member/setSecureMailBox', { json: { email: 'new@example.com', newCode, oldCode }, headers });
    expect(changed.body.data.email).toBe('new@example.com');
  });
});
