import { expect, test } from './fixtures.ts';

/** The login page has the header's language picker, and switching keeps where the login leads back to. */

test('the login page switches language and keeps its redirect, which then opens in the chosen language', async ({ page, member }) => {
  await page.goto('/login?redirect=%2Fmine%2Fsetting');
  await page.getByRole('button', { name: /选择语言/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/login\/?\?redirect=%2Fmine%2Fsetting$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Account', { exact: true }).fill(member.account);
  await page.getByLabel('Password', { exact: true }).fill(member.pwd);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/en\/mine\/setting\/?$/);
});

test('ar: the login page offers the picker in Arabic, right to left', async ({ page }) => {
  await page.goto('/ar/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /اختر اللغة|اللغة/ }).click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});
