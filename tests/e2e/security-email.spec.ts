import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiCall } from './support/api.ts';

/** The security email on the settings screen: masked wherever it is shown, and codes that say how long to wait. */

test.use({ memberSetup: { email: true } });

const row = (page: Page, title: string) => page.locator('li', { has: page.getByRole('heading', { name: title, exact: true }) });

/** `demo42@orchid.example` as the settings screen masks it: `d***2@orchid.example`. */
const masked = (email: string) => {
  const [name, domain] = email.split('@') as [string, string];
  return `${name[0]}***${name.at(-1)}@${domain}`;
};

for (const l of [
  { prefix: '', title: '安全邮箱', change: '更换' },
  { prefix: '/en', title: 'Security email', change: 'Change' },
]) {
  test(`${l.prefix || 'zh'}: the change-email dialog masks the current address as the settings row does`, async ({ page, member, loginAs }) => {
    await loginAs(member);
    await page.goto(`${l.prefix}/mine/setting`);
    const emailRow = row(page, l.title);
    await expect(emailRow).toContainText(masked(member.email!));
    await emailRow.getByRole('button', { name: l.change, exact: true }).click();
    const dialog = page.locator('dialog[data-bind-email-dialog="edit"]');
    await expect(dialog.locator('[data-current-email]')).toContainText(masked(member.email!));
    await expect(dialog).not.toContainText(member.email!);
  });
}

for (const l of [
  { prefix: '', payPwd: '支付密码', set: '设置', getCode: '获取验证码', wait: /请 \d+ 秒后再获取/, countdown: /^\d+秒$/ },
  { prefix: '/en', payPwd: 'Payment password', set: 'Set', getCode: 'Get code', wait: /another in \d+ seconds/, countdown: /^\d+\s?s/ },
]) {
  test(`${l.prefix || 'zh'}: "get code" right after a code went out for another form counts down the seconds left`, async ({ page, request, member, loginAs }) => {
    // A code for a sensitive change went to the security email moments ago (another form, another tab).
    await apiCall(request, member.token, 'member/sendEmailCode', {});
    await loginAs(member);
    await page.goto(`${l.prefix}/mine/setting`);
    const payRow = row(page, l.payPwd);
    await payRow.getByRole('button', { name: l.set, exact: true }).click();
    await payRow.getByRole('button', { name: l.getCode }).click();
    await expect(page.getByText(l.wait)).toBeVisible();
    const button = payRow.locator('button[aria-label]', { hasText: /\d/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(l.countdown);
    const seconds = Number((await button.textContent())!.match(/\d+/)![0]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
  });
}
