import { expect, test } from './fixtures.ts';

/** A member page opened with a session the server no longer knows: the shopper is told why, and comes back after logging in. */

const LOCALES = [
  { prefix: '', lang: 'zh', expired: '登录超时，请重新登录', account: '账号', pwd: '密码', submit: '登录' },
  { prefix: '/en', lang: 'en', expired: 'Your login has timed out, please log in again', account: 'Account', pwd: 'Password', submit: 'Log in' },
  { prefix: '/ar', lang: 'ar', expired: 'انتهت مهلة تسجيل الدخول، يرجى تسجيل الدخول مرة أخرى', account: null, pwd: null, submit: null },
];

for (const l of LOCALES) {
  test(`${l.lang}: a dead session says the login timed out and keeps the way back`, async ({ page, member }) => {
    // A well-formed token the server never issued, as after a revoked or expired session; stored once,
    // so the logout that follows sticks.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test.seeded')) return;
      sessionStorage.setItem('test.seeded', '1');
      localStorage.setItem('user.token', 'f'.repeat(64));
      localStorage.setItem('common.hasShowBindEmailModal', 'yes');
    });
    await page.goto(`${l.prefix}/mine/myBalance`);
    // Several member requests may fail together; each leaves for the same login page.
    await expect(page).toHaveURL(`${l.prefix}/login?redirect=${encodeURIComponent('/mine/myBalance')}`);
    await expect(page.locator('[data-kind="error"]')).toContainText(l.expired);
    if (!l.account) return;

    // Logging in again brings the member back where they were going.
    await page.getByLabel(l.account, { exact: true }).fill(member.account);
    await page.getByLabel(l.pwd, { exact: true }).fill(member.pwd);
    await page.getByRole('tabpanel').getByRole('button', { name: l.submit, exact: true }).click();
    await page.waitForURL(`${l.prefix}/mine/myBalance`);
  });
}
