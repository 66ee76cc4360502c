import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { mailedCode, mailsTo, unique } from './support/api.ts';

/** 4–20 letters, digits or underscores, different in every test and run. */
const uniqueAccount = (prefix: string) => `${prefix}${unique()}`.slice(0, 20);

async function register(page: Page, labels: { tab: string; account: string; pwd: string; confirm: string; submit: string }, account: string, pwd: string) {
  await page.getByRole('tab', { name: labels.tab }).click();
  await page.getByLabel(labels.account, { exact: true }).fill(account);
  await page.getByLabel(labels.pwd, { exact: true }).fill(pwd);
  await page.getByLabel(labels.confirm, { exact: true }).fill(pwd);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: labels.submit }).click();
}

async function logIn(page: Page, labels: { account: string; pwd: string; submit: string }, account: string, pwd: string) {
  await page.getByLabel(labels.account, { exact: true }).fill(account);
  await page.getByLabel(labels.pwd, { exact: true }).fill(pwd);
  await page.getByRole('tabpanel').getByRole('button', { name: labels.submit, exact: true }).click();
}

const ZH = { tab: '注册新账号', account: '账号', pwd: '密码', confirm: '确认密码', submit: '同意协议并注册' };
const EN = { tab: 'Create an account', account: 'Account', pwd: 'Password', confirm: 'Confirm password', submit: 'Agree and register' };

test('zh: register, bind the security email when asked, log out and back in', async ({ page, request }) => {
  test.slow(); // a whole account journey: register or reset, mail, log out, log in again
  const account = uniqueAccount('zh');
  const email = `${account}@orchid.example`;
  await page.goto('/login');
  await register(page, ZH, account, 'secret123');

  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('button', { name: `你好，${account}` })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '请先绑定安全邮箱' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('邮箱', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后可重新获取验证码/ })).toBeDisabled();
  await expect(dialog.getByText(/^\d{1,2}秒$/)).toBeVisible();
  await dialog.getByLabel('验证码', { exact: true }).fill(await mailedCode(request, email, 0));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user.info') ?? '{}').email)).toBe(email);

  await page.goto('/goods/list');
  await expect(page.getByRole('dialog', { name: '请先绑定安全邮箱' })).toBeHidden();
  await page.getByRole('button', { name: `你好，${account}` }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\/?\?redirect=%2Fgoods%2Flist$/);
  expect(await page.evaluate(() => localStorage.getItem('user.token'))).toBeNull();

  await logIn(page, { account: '账号', pwd: '密码', submit: '登录' }, account, 'secret123');
  await expect(page).toHaveURL(/\/goods\/list\/?$/);
  await expect(page.getByRole('button', { name: `你好，${account}` })).toBeVisible();
});

test('en: register from the header, the prompt comes once per session', async ({ page }) => {
  test.slow(); // a whole account journey: register or reset, mail, log out, log in again
  const account = uniqueAccount('en');
  await page.goto('/en/goods/list');
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login\/?\?mode=register$/);
  await expect(page.getByRole('tab', { name: 'Create an account' })).toHaveAttribute('aria-selected', 'true');
  await register(page, EN, account, 'secret123');

  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('button', { name: `Hello, ${account}` })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Please bind the security email first' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: `Hello, ${account}` })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Hello, ${account}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login\/?\?redirect=%2F$/);
  await logIn(page, { account: 'Account', pwd: 'Password', submit: 'Log in' }, account, 'secret123');
  await expect(page).toHaveURL(/\/en\/$/);
  // A new session asks again while no email is bound.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe(() => {
  test.use({ memberSetup: { email: true } });
  test('forgot password: the code from the mailbox resets it, then the new password logs in', async ({ page, request, member }) => {
    test.slow(); // a whole account journey: register or reset, mail, log out, log in again
    const account = member.account;
    const email = member.email!;

    await page.goto('/en/login');
    await page.getByLabel('Account', { exact: true }).fill(account);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Account', { exact: true })).toHaveValue(account);
    const before = (await mailsTo(request, email)).length;
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('status').getByText('If this account has a security email, a verification code has been sent to it')).toBeVisible();
    await expect(page.getByRole('button', { name: /You can request a new code in \d+ seconds/ })).toBeDisabled();

    await page.getByLabel('Email verification code').fill(await mailedCode(request, email, before));
    await page.getByLabel('New password', { exact: true }).fill('newpass1');
    await page.getByLabel('Confirm password', { exact: true }).fill('newpass1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset; please log in with the new one')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Account', { exact: true })).toHaveValue(account);

    await page.getByLabel('Password', { exact: true }).fill(member.pwd);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByText('Incorrect account or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('newpass1');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('button', { name: `Hello, ${account}` })).toBeVisible();
  });
});

test('the guard sends a guest to log in and back to the page asked for', async ({ page, member }) => {
  await page.goto('/mine/setting');
  await expect(page).toHaveURL(/\/login\/?\?redirect=%2Fmine%2Fsetting$/);
  await logIn(page, { account: '账号', pwd: '密码', submit: '登录' }, member.account, member.pwd);
  await expect(page).toHaveURL(/\/mine\/setting\/?$/);
  await expect(page).toHaveTitle('账户设置 - 兰花商城');

  // Logged in already: /login goes straight on, and never off the site.
  await page.goto('/en/login?redirect=%2Fgoods%2Flist%3Fkeyword%3Dgel');
  await expect(page).toHaveURL(/\/en\/goods\/list\/?\?keyword=gel$/);
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('refusals are shown under their fields, translated', async ({ page, member }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/member/register')) sent.push(r.url());
  });
  await page.goto('/en/login?mode=register');
  const account = page.getByLabel('Account', { exact: true });
  await account.fill('abc');
  await account.blur();
  await expect(page.getByText('The account must be 4–20 characters')).toBeVisible();
  await expect(account).toHaveAttribute('aria-invalid', 'true');

  await account.fill(uniqueAccount('rf'));
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret124');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Password is different, please re-enter')).toBeVisible();
  await expect(page.getByText('The account must be 4–20 characters')).toBeHidden();

  await page.getByRole('button', { name: 'Agree and register' }).click();
  await expect(page.getByText('The two passwords entered are inconsistent')).toBeVisible();
  await expect(page.getByText('Please read and tick the user agreement and the privacy agreement')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toBeFocused();
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Agree and register' }).click();
  await expect(page.getByText('Please read and tick the user agreement and the privacy agreement')).toBeVisible();
  expect(sent).toEqual([]);

  const terms = page.getByRole('link', { name: /User agreement/ });
  await expect(terms).toHaveAttribute('href', '/en/helperCenter/userAgreement');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Privacy agreement/ })).toHaveAttribute('href', '/en/helperCenter/privacyAgreement');

  await page.getByRole('tab', { name: 'Log in' }).click();
  await logIn(page, { account: 'Account', pwd: 'Password', submit: 'Log in' }, member.account, 'wrong-pass');
  await expect(page.getByRole('tabpanel').getByText('Incorrect account or password')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login/);

  await page.goto('/login');
  await page.getByRole('tab', { name: '注册新账号' }).click();
  await page.getByLabel('账号', { exact: true }).fill('ab');
  await page.getByRole('button', { name: '同意协议并注册' }).click();
  await expect(page.getByText('账号长度为 4–20 个字符')).toBeVisible();
  await expect(page.getByText('请阅读并勾选用户协议和隐私协议')).toBeVisible();
});

test('the Arabic login page is right-to-left', async ({ page }) => {
  await page.goto('/ar/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const loginTab = page.getByRole('tab', { name: 'تسجيل الدخول' });
  await expect(loginTab).toHaveAttribute('aria-selected', 'true');
  // The tabs follow the reading direction: the first one sits to the right of the second.
  const first = await loginTab.boundingBox();
  const second = await page.getByRole('tab', { name: 'إنشاء حساب' }).boundingBox();
  expect(first!.x).toBeGreaterThan(second!.x);
  await loginTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'إنشاء حساب' })).toBeFocused();
  await expect(page.getByLabel('تأكيد كلمة المرور')).toBeVisible();
});

for (const path of ['/login', '/en/login', '/ar/login', '/en/login?mode=register', '/en/login?mode=forgot']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#main form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
