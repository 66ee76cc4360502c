import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, mailedCode, ops } from './support/api.ts';
import { stockOf } from './support/goods.ts';
import { placeOrder } from './support/orders.ts';
import { PAY_PWD } from './support/members.ts';

/** The cashier and the order screens: pay, ship, receive, cancel, delete, search, tabs, buy again. */

const LOCALES = [
  {
    prefix: '',
    lang: 'zh',
    cashier: '收银台',
    payPwd: '支付密码',
    pay: /^确认支付/,
    wrongPwd: '支付密码错误，还可尝试 4 次',
    toShip: '待发货',
    toReceive: '待收货',
    toEvaluate: '待评价',
    cancelled: '已取消',
    outOfWarehouse: '商品已出库',
    shippedBy: '顺丰速运 SF123',
    confirmReceipt: '确认收货',
    notNow: '再想想',
    logistics: '查看物流',
    evaluate: '去评价',
    cancelOrder: '取消订单',
    reasonRequired: '请选择取消原因',
    reason: '不想买了',
    confirmCancel: '确认取消',
    reasonLine: '取消原因：不想买了',
    deleteOrder: '删除订单',
    empty: '暂无订单',
    all: '全部订单',
    toPay: '待付款',
    search: '搜索',
    searchBox: '按商品名称或订单号搜索订单',
    insufficient: '余额不足',
    topUp: '去充值',
    setPayPwd: '设置支付密码',
    newPayPwd: '新支付密码',
    confirmPayPwd: '确认支付密码',
    code: '邮箱验证码',
    getCode: '获取验证码',
    confirm: '确定',
    buyAgain: '再次购买',
  },
  {
    prefix: '/en',
    lang: 'en',
    cashier: 'Checkout',
    payPwd: 'Payment password',
    pay: /^Pay /,
    wrongPwd: 'Wrong payment password; 4 tries left',
    toShip: 'To be shipped',
    toReceive: 'To be received',
    toEvaluate: 'To be evaluated',
    cancelled: 'Cancelled',
    outOfWarehouse: 'Goods out of the warehouse',
    shippedBy: 'SF Express SF123',
    confirmReceipt: 'Confirm receipt',
    notNow: 'Not now',
    logistics: 'Track parcel',
    evaluate: 'Write a review',
    cancelOrder: 'Cancel order',
    reasonRequired: 'Please select a cancel reason',
    reason: 'I no longer want it',
    confirmCancel: 'Yes, cancel it',
    reasonLine: 'Cancellation reason: I no longer want it',
    deleteOrder: 'Delete order',
    empty: 'No orders here yet.',
    all: 'All orders',
    toPay: 'To be paid',
    search: 'Search',
    searchBox: 'Search orders by goods name or order number',
    insufficient: 'Insufficient balance',
    topUp: 'Top up',
    setPayPwd: 'Set payment password',
    newPayPwd: 'New payment password',
    confirmPayPwd: 'Confirm payment password',
    code: 'Email verification code',
    getCode: 'Get code',
    confirm: 'Confirm',
    buyAgain: 'Buy again',
  },
];

const card = (page: Page, orderNo: string) => page.locator(`[data-order="${orderNo}"]`);
const badge = (page: Page) => page.locator('[data-order-status] [data-status]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

for (const l of LOCALES) {
  test(`${l.lang}: pay at the cashier, then ship, track and confirm receipt`, async ({ page, request, buyer: member, loginAs, seedGoods }) => {
    // The whole journey in one test: two accessibility scans and an operator command; on a busy machine it needs
    // more than the default 30 s.
    test.slow();
    const [goods] = await seedGoods({});
    const orderNo = await placeOrder(request, member, goods.sku);
    await loginAs(member);

    await page.goto(`${l.prefix}/pay?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.cashier);
    await expect(page.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
    await expect(page.locator('[data-cashier] [data-fen="50000"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const password = page.getByLabel(l.payPwd, { exact: true });
    await password.fill('000000');
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page.locator('[data-pay-error]')).toHaveText(l.wrongPwd);
    await expect(password).toBeFocused();
    await password.fill(PAY_PWD);
    await page.getByRole('button', { name: l.pay }).click();

    await page.waitForURL(`**${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(badge(page)).toHaveText(l.toShip);
    expect(await seriousViolations(page)).toEqual([]);

    await ops('ship', orderNo, 'SF', 'SF123');
    await page.reload();
    await expect(badge(page)).toHaveText(l.toReceive);
    await expect(page.locator('[data-timeline] [data-step="ship"]')).toContainText(l.outOfWarehouse);
    await expect(page.locator('[data-timeline] [data-step="ship"]')).toContainText(l.shippedBy);

    await page.locator('[data-order-status]').getByRole('button', { name: l.logistics }).click();
    const tracking = page.getByRole('dialog');
    await expect(tracking.locator('[data-logistics]')).toContainText('SF123');
    await page.keyboard.press('Escape');
    await expect(tracking).toBeHidden();

    await page.locator('[data-order-status]').getByRole('button', { name: l.confirmReceipt }).click();
    const confirm = page.getByRole('dialog', { name: l.confirmReceipt });
    await expect(confirm.getByRole('button', { name: l.notNow })).toBeFocused();
    await confirm.getByRole('button', { name: l.confirmReceipt }).click();
    await expect(badge(page)).toHaveText(l.toEvaluate);

    await page.goto(`${l.prefix}/mine/myOrder/list`);
    await tab(page, l.toEvaluate).click();
    await expect(page).toHaveURL(/status=toEvaluate/);
    await expect(card(page, orderNo)).toBeVisible();
    await expect(card(page, orderNo).getByRole('link', { name: l.evaluate })).toHaveAttribute('href', `${l.prefix}/mine/myOrder/evaluate?orderNo=${orderNo}`);
  });

  test.describe(() => {
    test.use({ buyerSetup: { balanceYuan: 0 } });
    test(`${l.lang}: cancel with a reason on the cancel screen, get the stock back, delete the order`, async ({ page, request, buyer: member, loginAs, seedGoods }) => {
      const [{ sku }] = await seedGoods({ stock: 50 });
      const orderNo = await placeOrder(request, member, sku, 2);
      expect(await stockOf(request, sku)).toBe(48);
      await loginAs(member);

      await page.goto(`${l.prefix}/mine/myOrder/list`);
      await card(page, orderNo).getByRole('link', { name: l.cancelOrder }).click();
      await page.waitForURL(`**${l.prefix}/mine/myOrder/cancel?orderNo=${orderNo}`);
      await page.locator('[data-cancel-form]').getByRole('button', { name: l.cancelOrder }).click();
      await expect(page.getByRole('alert').filter({ hasText: l.reasonRequired })).toBeVisible();
      await page.getByRole('radio', { name: l.reason }).check();
      await page.locator('[data-cancel-form]').getByRole('button', { name: l.cancelOrder }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: l.confirmCancel }).click();

      await page.waitForURL(`**${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
      await expect(badge(page)).toHaveText(l.cancelled);
      await expect(page.locator('[data-reason]')).toHaveText(l.reasonLine);
      expect(await stockOf(request, sku)).toBe(50);

      await page.goto(`${l.prefix}/mine/myOrder/list?status=cancelled`);
      await expect(tab(page, l.cancelled)).toHaveAttribute('aria-selected', 'true');
      await card(page, orderNo).getByRole('button', { name: l.deleteOrder }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.deleteOrder }).click();
      await expect(card(page, orderNo)).toHaveCount(0);
      await expect(page.locator('[data-order-empty]')).toContainText(l.empty);
    });
  });

  test.describe(() => {
    test.use({ buyerSetup: { balanceYuan: 0, payPwd: false } });
    test(`${l.lang}: short balance, first payment password, tab counts, search and buy again`, async ({ page, request, buyer: member, loginAs, seedGoods }) => {
      const [a, b] = await seedGoods({}, {});
      const first = await placeOrder(request, member, a.sku);
      const second = await placeOrder(request, member, b.sku);
      await loginAs(member);

      await page.goto(`${l.prefix}/pay?orderNo=${first}`);
      await expect(page.locator('[data-insufficient]')).toContainText(l.insufficient);
      await expect(page.getByRole('link', { name: l.topUp })).toHaveAttribute('href', new RegExp(`^${l.prefix}/mine/myBalance\\?orderNo=${first}&amount=\\d+$`));
      expect(await seriousViolations(page)).toEqual([]);

      // No payment password yet: it is set in a dialog on the cashier itself.
      await page.getByRole('button', { name: l.setPayPwd }).click();
      const dialog = page.getByRole('dialog', { name: l.setPayPwd });
      await expect(dialog.getByLabel(l.newPayPwd)).toBeFocused();
      await dialog.getByLabel(l.newPayPwd).fill(PAY_PWD);
      await dialog.getByLabel(l.confirmPayPwd).fill(PAY_PWD);
      await dialog.getByRole('button', { name: l.getCode }).click();
      await dialog.getByLabel(l.code).fill(await mailedCode(request, member.email, 1));
      await dialog.getByRole('button', { name: l.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel(l.payPwd, { exact: true })).toBeDisabled();
      // The balance cannot pay; the one-step top-up-and-pay button next to it can.
      await expect(page.locator('button[type=submit]').filter({ hasText: l.pay })).toBeDisabled();
      await expect(page.locator('[data-pay-with-top-up]')).toBeEnabled();

      await apiCall(request, member.token, 'order/cancel', { orderNo: second, reason: 'betterPrice' });
      await page.goto(`${l.prefix}/mine/myOrder/list`);
      await expect(tab(page, l.all).locator('[data-count]')).toHaveText('2');
      await expect(tab(page, l.toPay).locator('[data-count]')).toHaveText('1');
      await expect(tab(page, l.cancelled).locator('[data-count]')).toHaveText('1');
      await expect(page.locator('[data-order]')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('searchbox', { name: l.searchBox }).fill(first);
      await page.locator('[data-order-list]').getByRole('button', { name: l.search, exact: true }).click();
      await expect(page.locator('[data-order]')).toHaveCount(1);
      await expect(card(page, first)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`keyword=${first}`));

      await page.getByRole('searchbox', { name: l.searchBox }).fill(second);
      await page.locator('[data-order-list]').getByRole('button', { name: l.search, exact: true }).click();
      await expect(page.locator('[data-order]')).toHaveCount(1);
      await card(page, second).getByRole('button', { name: l.buyAgain }).click();
      await page.waitForURL(`**${l.prefix}/goods/shoppingCar`);
      await expect(page.locator('header [data-cart-count]')).toHaveText('1');
    });
  });
}

test('ar: the cashier, the list and the detail read right to left without accessibility problems', async ({ page, request, buyer: member, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({});
  const orderNo = await placeOrder(request, member, goods.sku);
  await loginAs(member);

  await page.goto(`/ar/pay?orderNo=${orderNo}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await apiCall(request, member.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
  await page.goto('/ar/mine/myOrder/list');
  await expect(card(page, orderNo)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/ar/mine/myOrder/details?orderNo=${orderNo}`);
  await expect(badge(page)).toHaveText('بانتظار الشحن');
  expect(await seriousViolations(page)).toEqual([]);
});
