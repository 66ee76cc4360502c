import type { APIRequestContext, Page } from '@playwright/test';
import { FREIGHT } from '../../src/config/freight.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiGet } from './support/api.ts';
import type { SeededGoods, Sku } from './support/goods.ts';
import { PAY_PWD } from './support/members.ts';

/** The balance page: top-up through the sandbox provider, VIP bought from the balance, the records. */

const LOCALES = [
  {
    prefix: '',
    lang: 'zh',
    sandboxBanner: '沙箱：这是测试支付页面',
    confirmPayment: '确认付款',
    decline: '拒绝',
    agree: '我已阅读并同意充值协议',
    agreeRequired: '请阅读并同意充值协议',
    receive: '支付 ¥300.00，到账 ¥320.00，其中赠送 ¥20.00',
    topUpSuccess: '充值成功',
    becomeVip: '开通 VIP',
    vipDialog: 'VIP 会员',
    payPwd: '支付密码',
    pay: /^支付 .¥30\.00.$/,
    vipActive: /^VIP 会员，有效期至 \d{4}年\d{1,2}月\d{1,2}日$/,
    freeVip: 'VIP 会员包邮',
    placeOrder: '提交订单',
    payOrder: /^确认支付/,
    types: ['订单支付', 'VIP 会员', '充值赠送', '充值'],
  },
  {
    prefix: '/en',
    lang: 'en',
    sandboxBanner: 'SANDBOX: a test payment page',
    confirmPayment: 'Confirm payment',
    decline: 'Decline',
    agree: 'I have read and agree to the recharge agreement',
    agreeRequired: 'Please read and accept the recharge agreement',
    receive: 'You pay CN¥300.00 and receive CN¥320.00, including a bonus of CN¥20.00',
    topUpSuccess: 'Top-up successful',
    becomeVip: 'Become a VIP',
    vipDialog: 'VIP membership',
    payPwd: 'Payment password',
    pay: /^Pay .CN¥30\.00.$/,
    vipActive: /^VIP member until [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    freeVip: 'Free for VIP members',
    placeOrder: 'Place order',
    payOrder: /^Pay /,
    types: ['Order payment', 'VIP membership', 'Top-up bonus', 'Top-up'],
  },
];

const shownBalance = (page: Page) => page.locator('[data-balance-card] [data-fen]').first();
/** The isolation marks around amounts in sentences are invisible; compare the words without them. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

/** Checks that seeded goods sit under the free-shipping threshold and do not ship free by themselves; adds what a member pays. */
async function cheapGoods(request: APIRequestContext, goods: SeededGoods): Promise<Sku & { price: number }> {
  const detail = await apiGet<{ freeShipping: boolean; memberPays: number }>(request, '', 'goods/details', { id: goods.goodsId });
  expect(detail.freeShipping).toBe(false);
  expect(detail.memberPays).toBeLessThan(FREIGHT.freeThreshold!);
  return { ...goods.sku, price: detail.memberPays };
}

// Members start with an empty balance here: the page is about putting money in.
test.use({ buyerSetup: { balanceYuan: 0 } });

for (const l of LOCALES) {
  test(`${l.lang}: top up 300 through the sandbox, buy VIP, check out with free shipping, and read it all in the records`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    test.setTimeout(60_000);
    await loginAs(buyer);
    await page.goto(`${l.prefix}/mine/myBalance`);
    await expect(shownBalance(page)).toHaveAttribute('data-fen', '0');

    const topUp = page.locator('[data-top-up]');
    await topUp.locator('label', { hasText: /300\.00/ }).click();
    await expect.poll(async () => plain(await page.locator('[data-top-up-preview] p').first().textContent())).toBe(l.receive);
    await topUp.getByRole('button', { name: /300\.00/ }).click();
    await expect(topUp).toContainText(l.agreeRequired);
    await topUp.getByLabel(l.agree).check();
    await topUp.getByRole('button', { name: /300\.00/ }).click();

    await page.waitForURL(/\/sandbox\/pay\//);
    await expect(page.getByRole('note')).toContainText(l.sandboxBanner);
    await expect(page.locator('[data-amount="30000"]')).toBeVisible();
    await page.getByRole('button', { name: l.confirmPayment }).click();

    await page.waitForURL(new RegExp(`${l.prefix}/mine/myBalance\\?rechargeNo=R\\d+$`));
    await expect(page.locator('[data-recharge-status="paid"]')).toContainText(l.topUpSuccess);
    await expect(shownBalance(page)).toHaveAttribute('data-fen', '32000');

    await page.getByRole('button', { name: l.becomeVip }).click();
    const dialog = page.getByRole('dialog', { name: l.vipDialog });
    await dialog.getByLabel(l.payPwd).fill(PAY_PWD);
    await dialog.getByRole('button', { name: l.pay }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-vip-status="active"] [data-vip-text]')).toHaveText(l.vipActive);
    await expect(shownBalance(page)).toHaveAttribute('data-fen', '29000');

    const goods = await cheapGoods(request, (await seedGoods({ price: 3990 }))[0]);
    await page.goto(`${l.prefix}/goods/confirmOrder?goodsId=${goods.goodsId}&skuId=${goods.skuId}&quantity=1`);
    await expect(page.getByText(l.freeVip)).toBeVisible();
    await page.getByRole('button', { name: l.placeOrder }).click();
    await page.waitForURL(/\/pay\?orderNo=\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.locator(`[data-cashier] [data-fen="${goods.price}"]`).first()).toBeVisible();
    await page.getByLabel(l.payPwd, { exact: true }).fill(PAY_PWD);
    await page.getByRole('button', { name: l.payOrder }).click();
    await page.waitForURL(`**/mine/myOrder/details?orderNo=${orderNo}`);

    await page.goto(`${l.prefix}/mine/myBalance`);
    const lines = page.locator('[data-ledger-line]');
    await expect(lines).toHaveCount(4);
    await expect(lines.locator('td:nth-child(2)')).toHaveText(l.types);
    expect(await lines.locator('[data-amount]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-amount'))))).toEqual([-goods.price, -3000, 2000, 30000]);
    await expect(lines.first().getByRole('link')).toHaveAttribute('href', `${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(shownBalance(page)).toHaveAttribute('data-fen', String(29000 - goods.price));
  });
}

test('a declined payment credits nothing, and a custom amount out of bounds is refused before leaving', async ({ page, buyer, loginAs }) => {
  await loginAs(buyer);
  await page.goto('/en/mine/myBalance');
  const topUp = page.locator('[data-top-up]');
  const other = topUp.getByLabel('Other amount (CNY)');
  await other.fill('5');
  await topUp.getByLabel('I have read and agree to the recharge agreement').check();
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await expect(topUp).toContainText('The top-up amount is outside the allowed range');
  await expect(other).toBeFocused();
  await expect(page).toHaveURL(/\/en\/mine\/myBalance$/);

  await other.fill('150');
  await topUp.getByRole('button', { name: /150\.00/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.locator('[data-recharge-status="failed"]')).toContainText('The payment was not completed');
  await expect(shownBalance(page)).toHaveAttribute('data-fen', '0');
  await expect(page.locator('[data-ledger]')).toContainText('No records yet');
});

test('the cashier sends a short balance to top up and back to the order', async ({ page, request, buyer, loginAs, seedGoods }) => {
  const goods = await cheapGoods(request, (await seedGoods({ price: 3990 }))[0]);
  await loginAs(buyer);
  await page.goto(`/en/goods/confirmOrder?goodsId=${goods.goodsId}&skuId=${goods.skuId}&quantity=1`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en\/pay\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.getByRole('link', { name: 'Top up' }).click();
  await expect(page.locator('[data-top-up] input[type=radio]:checked')).toHaveCount(1);
  await page.locator('[data-top-up]').getByLabel('I have read and agree to the recharge agreement').check();
  await page.locator('[data-top-up] button[type=submit]').click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.getByRole('link', { name: 'Back to the cashier' }).click();
  await expect(page).toHaveURL(`/en/pay?orderNo=${orderNo}`);
  await expect(page.locator('[data-insufficient]')).toHaveCount(0);
});

test.describe(() => {
  test.use({ buyerSetup: { balanceYuan: 12 } });
  test('ar: the balance page reads right to left and has no serious accessibility problem', async ({ page, buyer, loginAs }) => {
    await loginAs(buyer);
    await page.goto('/ar/mine/myBalance');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-balance-card] [data-converted]')).toContainText('≈');
    await expect(page.locator('[data-ledger-line]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'اشترك في VIP' }).click();
    await expect(page.getByRole('dialog', { name: 'عضوية VIP' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the recharge-discount help page shows the tiers the server credits by', async ({ page }) => {
  await page.goto('/en/helperCenter/rechargeDiscount');
  const tiers = page.locator('[data-recharge-tiers] tbody tr');
  await expect(tiers.first()).toHaveText(/CN¥100\.00 or more\s*CN¥5\.00\s*CN¥10\.00/);
  await expect(page.locator('[data-vip-plans] tbody tr')).toHaveCount(3);
});
