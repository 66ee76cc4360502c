import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { lastCodeTo, lastMailTo, memberWithEmail, register } from './members.ts';

let ctx: TestContext;
const en = { lang: 'en' };
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`payment and login passwords (${TEST_DIALECT})`, () => {
  it('refuses sensitive changes until an email is bound', async () => {
    const m = await register(ctx);
    const headers = { token: m.token, ...en };
    for (const [path, json] of [
      ['/api/member/setPayPwd', { payPwd: '123456', code: '123456' }],
      ['/api/member/updatePwd', { pwd: 'newsecret1', code: '123456' }],
      ['/api/member/sendEmailCode', {}],
    ] as const) {
      expect((await ctx.call('POST', path, { json, headers })).body.msg).toBe('Please bind the security email first');
    }
  });

  it('sets a 6-digit payment password with an email code', async () => {
    const m = await memberWithEmail(ctx, 'pay@example.com');
    const headers = { ...m.headers, ...en };
    const bad = await ctx.call('POST', '/api/member/setPayPwd', { json: { payPwd: '12345a', code: '123456' }, headers });
    expect(bad.body.msg).toBe('The payment password is exactly 6 digits');
    await ctx.call('POST', '/api/member/sendEmailCode', { json: {}, headers });
    const code = await lastCodeTo(ctx, 'pay@example.com');
    expect((await ctx.call('POST', '/api/member/setPayPwd', { json: { payPwd: '246810', code }, headers })).body.code).toBe(200);
    const info = await ctx.call<{ havePayPwd: boolean; payPwdUpdatedAt: string }>('GET', '/api/member/getMemberInfo', { headers });
    expect(info.body.data.havePayPwd).toBe(true);
    expect(Date.parse(info.body.data.payPwdUpdatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a new login password ends the other sessions and replaces the old password', async () => {
    const m = await memberWithEmail(ctx, 'pwd@example.com');
    const other = await ctx.call<{ token: string }>('POST', '/api/member/login', { json: { account: m.account, pwd: m.pwd } });
    const headers = { ...m.headers, ...en };
    await ctx.call('POST', '/api/member/sendEmailCode', { json: {}, headers });
    const code = await lastCodeTo(ctx, 'pwd@example.com');
    expect((await ctx.call('POST', '/api/member/updatePwd', { json: { pwd: 'brandnew1', code }, headers })).body.msg).toBe('Modified successfully');
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: { token: other.body.data.token } })).body.code).toBe(403);
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers })).body.code).toBe(200);
    expect((await ctx.call('POST', '/api/member/login', { json: { account: m.account, pwd: m.pwd } })).body.code).toBe(-1);
    expect((await ctx.call('POST', '/api/member/login', { json: { account: m.account, pwd: 'brandnew1' } })).body.code).toBe(200);
  });
});

describe(`forgot password (${TEST_DIALECT})`, () => {
  it('answers the same whether or not the account exists or has an email', async () => {
    const withEmail = await memberWithEmail(ctx, 'reset1@example.com');
    const withoutEmail = await register(ctx);
    const answers = await Promise.all(
      [withEmail.account, withoutEmail.account, 'nobody_at_all'].map((account) => ctx.call('POST', '/api/member/getResetPwdEmailCode', { json: { account }, headers: en })),
    );
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.msg).toBe('If this account has a security email, a verification code has been sent to it');
  });

  it('resets with the mailed code, revokes every session, and refuses a wrong code', async () => {
    const m = await memberWithEmail(ctx, 'reset2@example.com');
    await ctx.call('POST', '/api/member/getResetPwdEmailCode', { json: { account: m.account } });
    const code = await lastCodeTo(ctx, 'reset2@example.com');
    const wrong = await ctx.call('POST', '/api/member/resetPwd', { json: { account: m.account, code: code === '999999' ? '000000' : '999999', pwd: 'resetpass1' }, headers: en });
    expect(wrong.body.msg).toBe('The verification code is wrong or has expired; please request a new one');
    const unknown = await ctx.call('POST', '/api/member/resetPwd', { json: { account: 'nobody_at_all', code, pwd: 'resetpass1' }, headers: en });
    expect(unknown.body).toEqual(wrong.body);
    expect((await ctx.call('POST', '/api/member/resetPwd', { json: { account: m.account, code, pwd: 'resetpass1' } })).body.code).toBe(200);
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: m.headers })).body.code).toBe(403);
    expect((await ctx.call('POST', '/api/member/login', { json: { account: m.account, pwd: 'resetpass1' } })).body.code).toBe(200);
  });

  it('mails in the member language', async () => {
    const ja = await ctx.call<{ token: string }>('POST', '/api/member/register', { json: { account: 'japanese_member', pwd: 'secret123' }, headers: { lang: 'ja' } });
    const headers = { token: ja.body.data.token, lang: 'ja' };
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'ja@example.com' }, headers });
    const mail = await lastMailTo(ctx, 'ja@example.com');
    expect(mail?.subject).toBe('オーキッドモールの認証コード');
    expect(mail?.text).toMatch(/\d{6}/);
    expect(mail?.text).toContain('有効');
  });

  it('mails a reset code in the language of the page that asked for it, not the one the member last used', async () => {
    const ja = await ctx.call<{ token: string }>('POST', '/api/member/register', { json: { account: 'japanese_reset', pwd: 'secret123' }, headers: { lang: 'ja' } });
    const headers = { token: ja.body.data.token, lang: 'ja' };
    await ctx.call('POST', '/api/member/sendEmailCode', { json: { email: 'ja-reset@example.com' }, headers });
    const code = await lastCodeTo(ctx, 'ja-reset@example.com');
    expect((await ctx.call('POST', '/api/member/setSecureMailBox', { json: { email: 'ja-reset@example.com', newCode: code }, headers })).body.code).toBe(200);
    for (const [lang, subject] of [['en', 'Orchid Mall verification code'], ['zh-TW', '蘭花商城驗證碼']] as const) {
      await ctx.call('POST', '/api/member/getResetPwdEmailCode', { json: { account: 'japanese_reset' }, headers: { lang } });
      expect((await lastMailTo(ctx, 'ja-reset@example.com'))?.subject, lang).toBe(subject);
      // One code a minute per address: the next language asks after the wait.
      await ctx.db.kysely.deleteFrom('rate_limits').execute();
    }
  });
});
