import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatCny } from '../../src/lib/money.ts';
import { expect, test } from './fixtures.ts';
import { apiCall } from './support/api.ts';
import { consoleLogin, operator, searchConsoleList } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';
import { placeOrder } from './support/orders.ts';

/**
 * The owner's week in the console's lists: the dashboard's figures for 7 days are those the API answers; the
 * top-up and order lists export CSV files that hold the rows the lists show, headed in the console's language;
 * the audit log finds the owner's own action by operator, action and date, in words.
 */

const COPY = {
  zh: {
    days7: '近 7 天', sales: '销售额', paidOrders: '支付订单数', topUps: '充值', orders: '订单', audit: '操作日志', export: '导出',
    from: '开始日期', ask: '向支付方查询', operator: '操作员', action: '操作', reconciled: '向支付方查询充值', waiting: '待支付',
    topUpHeader: '充值单号,会员,金额,赠送,状态', orderHeader: '订单号', topUpCount: (n: number) => `共 ${n} 笔`,
  },
  en: {
    days7: '7 days', sales: 'Sales', paidOrders: 'Paid orders', topUps: 'Top-ups', orders: 'Orders', audit: 'Audit log', export: 'Export',
    from: 'From', ask: 'Ask the provider', operator: 'Operator', action: 'Action', reconciled: 'Top-up checked with the provider', waiting: 'Waiting',
    topUpHeader: 'Top-up number,Member,Amount,Bonus,Status', orderHeader: 'Order number', topUpCount: (n: number) => (n === 1 ? 'One top-up' : `${n} top-ups`),
  },
} as const;

const STATS = '/api/admin/dashboard/stats';
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return readFile(await download.path(), 'utf8');
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: dashboard range figures match the API, top-ups and orders export to CSV, the audit log filters`, async ({ page, request, buyer, seedGoods }) => {
    test.setTimeout(120_000);
    const copy = COPY[lang];
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const [goods] = await seedGoods({});
    const orderNo = await placeOrder(request, buyer, goods.skus[0]!);
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    const { rechargeNo } = await apiCall<{ rechargeNo: string }>(request, buyer.token, 'balance/recharge', { amount: 10000, agree: true });
    const owner = await operator('owner');
    await consoleLogin(page, lang, owner);

    // The dashboard: 7 days shows what the API answered for 7 days, the paid order included.
    const sevenDays = page.waitForResponse((r) => {
      if (!r.url().includes(STATS)) return false;
      const q = new URL(r.url()).searchParams;
      return Date.parse(q.get('to')!) - Date.parse(q.get('from')!) > 6.5 * 86_400_000;
    });
    await page.getByRole('button', { name: copy.days7, exact: true }).click();
    const response = await sevenDays;
    const answer = (await response.json()) as { data: { sales: number; paidOrders: number; perDay: unknown[]; topUps: { count: number } } };
    expect(answer.data.paidOrders).toBeGreaterThanOrEqual(1);
    expect(answer.data.perDay).toHaveLength(7);
    await expect(page.getByRole('region', { name: copy.sales, exact: true })).toContainText(formatCny(answer.data.sales, lang));
    await expect(page.getByRole('region', { name: copy.paidOrders, exact: true })).toContainText(String(answer.data.paidOrders));
    await expect(page.getByRole('region', { name: copy.topUps, exact: true })).toContainText(copy.topUpCount(answer.data.topUps.count));
    // Asked again for the same range, the API counts no fewer (other tests may pay orders meanwhile).
    const token = await page.evaluate(() => localStorage.getItem('om-admin-token'));
    const again = await request.get(STATS, { params: Object.fromEntries(new URL(response.url()).searchParams), headers: { token: token!, lang } });
    const fresh = ((await again.json()) as { data: { paidOrders: number } }).data;
    expect(fresh.paidOrders).toBeGreaterThanOrEqual(answer.data.paidOrders);

    // Top-ups: the owner asks the provider about the new one, then exports the list and reads the file.
    await page.getByRole('menuitem', { name: copy.topUps, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: rechargeNo });
    await row.getByRole('button', { name: copy.ask }).click();
    await expect(row).toContainText(copy.waiting);
    const topUps = await downloaded(page, () => page.getByRole('button', { name: copy.export }).click());
    expect(topUps.startsWith(`\uFEFF${copy.topUpHeader}`)).toBe(true);
    expect(topUps).toContain(`${rechargeNo},`);
    expect(topUps).toContain(',100.00,');
    // From tomorrow on, the list has none of today's top-ups.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await page.getByLabel(copy.from, { exact: true }).fill(day(tomorrow));
    await expect(row).toHaveCount(0);

    // Orders: the export holds the paid order.
    await page.getByRole('menuitem', { name: copy.orders, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: orderNo })).toBeVisible();
    const orders = await downloaded(page, () => page.getByRole('button', { name: copy.export }).click());
    expect(orders.startsWith(`\uFEFF${copy.orderHeader}`)).toBe(true);
    expect(orders).toContain(`${orderNo},`);

    // The audit log: by this owner, that action, from today: the reconcile, in words, on the top-up.
    await page.getByRole('menuitem', { name: copy.audit, exact: true }).click();
    await page.getByRole('combobox', { name: copy.operator, exact: true }).click();
    await page.getByRole('option', { name: owner, exact: true }).click();
    await page.getByRole('combobox', { name: copy.action, exact: true }).click();
    await page.getByRole('option', { name: copy.reconciled, exact: true }).click();
    await page.getByLabel(copy.from, { exact: true }).fill(day(new Date()));
    const entries = page.getByRole('row').filter({ hasText: rechargeNo });
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(copy.reconciled);
    await expect(page.getByRole('row').filter({ hasNotText: copy.reconciled }).filter({ has: page.getByRole('cell') })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

const MEMBER_COPY = {
  zh: { members: '会员', search: '账号、邮箱或昵称', balance: '余额', from: '开始日期', export: '导出', header: '账号,昵称,邮箱,余额,会员,注册时间' },
  en: { members: 'Members', search: 'Account, email or nickname', balance: 'Balance', from: 'From', export: 'Export', header: 'Account,Nickname,Email,Balance,VIP,Registered' },
} as const;

/** The balances the member list shows, in yuan, top to bottom. */
async function shownBalances(page: Page): Promise<number[]> {
  const cells = await page.locator('tbody td.column-balance').allInnerTexts();
  return cells.map((t) => Number(t.replace(/[^\d.-]/g, '')));
}
const inOrder = (xs: number[], order: 'asc' | 'desc') => xs.every((x, i) => i === 0 || (order === 'asc' ? xs[i - 1]! <= x : xs[i - 1]! >= x));

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: the member list sorts by a clicked column, hides today's new member from tomorrow on, and exports what it shows`, async ({ page, buyer }) => {
    test.setTimeout(120_000);
    const copy = MEMBER_COPY[lang];
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(page, lang, await operator('staff'));
    await page.getByRole('menuitem', { name: copy.members, exact: true }).click();

    // A click on the balance heading sorts by balance, lowest first; a second click, highest first.
    const balanceHeading = page.getByRole('columnheader').filter({ hasText: copy.balance }).getByRole('button');
    for (const order of ['asc', 'desc'] as const) {
      const asked = page.waitForResponse((r) => r.url().includes('/api/admin/members?') && new URL(r.url()).searchParams.get('sort') === 'balance' && new URL(r.url()).searchParams.get('order') === order);
      await balanceHeading.click();
      expect((await asked).status()).toBe(200);
      await expect.poll(async () => { const b = await shownBalances(page); return b.length > 1 && inOrder(b, order); }).toBe(true);
    }
    expect((await shownBalances(page))[0]).toBeGreaterThanOrEqual(500);

    // Today's new member, found by account, is gone from tomorrow on and back from today on.
    await searchConsoleList(page, copy.search, buyer.account);
    const row = page.getByRole('row').filter({ hasText: buyer.account });
    await expect(row).toHaveCount(1);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await page.getByLabel(copy.from, { exact: true }).fill(day(tomorrow));
    await expect(row).toHaveCount(0);
    await page.getByLabel(copy.from, { exact: true }).fill(day(new Date()));
    await expect(row).toHaveCount(1);

    // The export asks for the list's own search, dates and sort, and holds the member.
    const exported = page.waitForRequest((r) => r.url().includes('/api/admin/members?') && new URL(r.url()).searchParams.get('pageSize') === '100');
    const file = await downloaded(page, () => page.getByRole('button', { name: copy.export }).click());
    const asked = new URL((await exported).url()).searchParams;
    expect({ q: asked.get('q'), sort: asked.get('sort'), order: asked.get('order'), from: Date.parse(asked.get('from') ?? '') }).toEqual({ q: buyer.account, sort: 'balance', order: 'desc', from: new Date(new Date().setHours(0, 0, 0, 0)).getTime() });
    expect(file.startsWith(`\uFEFF${copy.header}`)).toBe(true);
    expect(file.split(/\r?\n/).filter((l) => l.includes(buyer.account))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
}
