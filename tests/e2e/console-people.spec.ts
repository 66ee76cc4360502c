import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, unique } from './support/api.ts';
import { consoleLogin, operator, OPERATOR_PWD, searchConsoleList } from './support/console.ts';

/**
 * The owner looks after members and console accounts as an operator gets there: dashboard → list → row → action.
 * VIP granted with a reason, the member's order opened from the member page, an account created, given a new
 * password and disabled; the owner's own password changed from the user menu. Any page error fails the test.
 */

const COPY = {
  zh: {
    members: '会员', search: '账号、邮箱或昵称', grant: '开通 VIP', months: '月数', reason: '原因', vipUntil: 'VIP 至', orders: '订单',
    accounts: '后台账号', create: '新建后台账号', account: '账号', password: '密码', reset: '重设密码', disable: '停用', disabled: '已停用', confirm: '确认',
    userMenu: '设置', ownMenu: '修改我的密码', current: '当前密码', newPwd: '新密码', ownDone: '密码已修改', done: '操作成功',
  },
  en: {
    members: 'Members', search: 'Account, email or nickname', grant: 'Grant VIP', months: 'Months', reason: 'Reason', vipUntil: 'VIP until', orders: 'Orders',
    accounts: 'Console accounts', create: 'New console account', account: 'Account', password: 'Password', reset: 'New password', disable: 'Disable', disabled: 'Disabled', confirm: 'Confirm',
    userMenu: 'Profile', ownMenu: 'Change my password', current: 'Current password', newPwd: 'New password', ownDone: 'Your password is changed', done: 'Operation successful',
  },
} as const;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: the owner grants VIP from a member found by nickname, opens their order, and manages console accounts`, async ({ page, request, buyer, seedGoods }) => {
    // Three scrypt logins and four axe runs: on a machine shared with other builds this takes minutes.
    test.setTimeout(300_000);
    const copy = COPY[lang];
    const errors = watchErrors(page);
    const nickname = `Orchid ${unique()}`;
    await apiCall(request, buyer.token, 'member/updateMemberInfo', { nickname });
    const [goods] = await seedGoods({});
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: goods.sku.skuId, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });

    const owner = await operator('owner');
    await consoleLogin(page, lang, owner);
    await page.getByRole('menuitem', { name: copy.members, exact: true }).click();
    await searchConsoleList(page, copy.search, nickname.slice(3));
    const row = page.getByRole('row').filter({ hasText: nickname });
    await expect(row).toHaveCount(1);
    // The nickname's cell: a click on the row's selection box would select it instead of opening it.
    await row.getByText(nickname).click();
    await expect(page).toHaveURL(/\/admin\/members\/\d+\/show$/);

    // VIP for three months, with a reason kept beside it.
    await page.getByRole('button', { name: copy.grant }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: copy.months }).fill('3');
    await dialog.getByRole('textbox', { name: copy.reason }).fill('Apology for a late parcel');
    await dialog.getByRole('button', { name: copy.grant }).click();
    await expect(page.getByText(copy.vipUntil)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Apology for a late parcel' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The member's order is listed on the member page; its row opens it.
    await page.getByTestId('member-orders').getByRole('row').filter({ hasText: orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}/show$`));

    // A new console account, given a new password, then disabled.
    await page.getByRole('menuitem', { name: copy.accounts, exact: true }).click();
    await page.getByRole('button', { name: copy.create }).click();
    const clerk = `clerk${unique()}`.slice(0, 20);
    const create = page.getByRole('dialog');
    await create.getByRole('textbox', { name: copy.account }).fill(clerk);
    await create.getByRole('textbox', { name: copy.password, exact: true }).fill('first-pass-01');
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole('button', { name: copy.create }).click();
    const clerkRow = page.getByRole('row').filter({ hasText: clerk });
    // Creating an account, like resetting its password below, makes a password hash at OWASP cost: seconds on a busy machine.
    await expect(clerkRow).toBeVisible({ timeout: 20_000 });
    const clerkLogin = await request.post('/api/admin/login', { data: { account: clerk, pwd: 'first-pass-01' } });
    expect((await clerkLogin.json()).code).toBe(0);
    await clerkRow.getByRole('button', { name: copy.reset }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: copy.password, exact: true }).fill('second-pass-02');
    await page.getByRole('dialog').getByRole('button', { name: copy.reset }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    expect((await (await request.post('/api/admin/login', { data: { account: clerk, pwd: 'second-pass-02' } })).json()).code).toBe(0);
    await clerkRow.getByRole('button', { name: copy.disable }).click();
    await page.getByRole('dialog').getByRole('button', { name: copy.confirm }).click();
    await expect(clerkRow.getByText(copy.disabled)).toBeVisible();
    expect((await (await request.post('/api/admin/login', { data: { account: clerk, pwd: 'second-pass-02' } })).json()).code).toBe(-1);
    // The owner's own row offers no way to disable themself.
    await expect(page.getByRole('row').filter({ hasText: owner }).getByRole('button', { name: copy.disable })).toHaveCount(0);

    // The owner changes their own password from the user menu, with the current one.
    await page.getByRole('button', { name: copy.userMenu }).click();
    await page.getByRole('menuitem', { name: copy.ownMenu }).click();
    const own = page.getByRole('dialog');
    await own.getByRole('textbox', { name: copy.current, exact: true }).fill(OPERATOR_PWD);
    await own.getByRole('textbox', { name: copy.newPwd, exact: true }).fill('owner-new-pass-3');
    expect(await seriousViolations(page)).toEqual([]);
    await own.getByRole('button', { name: copy.ownMenu }).click();
    // Two password hashes (the current one checked, the new one made) at OWASP cost: seconds on a busy machine.
    await expect(page.getByText(copy.ownDone)).toBeVisible({ timeout: 30_000 });
    expect((await (await request.post('/api/admin/login', { data: { account: owner, pwd: 'owner-new-pass-3' } })).json()).code).toBe(0);
    expect(errors).toEqual([]);
  });
}
