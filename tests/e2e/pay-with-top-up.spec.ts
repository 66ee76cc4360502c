import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiGet } from './support/api.ts';
import { serverTask } from './support/server-data.ts';
import { placeOrder } from './support/orders.ts';

/** Paying an order with a top-up of what the balance lacks, through the sandbox provider, clicked from the cashier. */

const LOCALES = [
  { prefix: '', lang: 'zh', payWith: /^用支付宝支付 ¥(\d+\.\d\d)$/, confirm: '确认付款', success: '支付成功' },
  { prefix: '/en', lang: 'en', payWith: /^Pay CN¥(\d+\.\d\d) with Alipay$/, confirm: 'Confirm payment', success: 'Payment successful' },
  { prefix: '/ar', lang: 'ar', payWith: /^ادفع (\d+\.\d\d)\sيوان عبر Alipay$/, confirm: 'تأكيد الدفع', success: 'تم الدفع بنجاح' },
];

/** The isolation marks around amounts in sentences are invisible; compare the words without them. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

// Ten yuan on the balance: never enough for the goods below.
test.use({ buyerSetup: { balanceYuan: 10 } });

for (const l of LOCALES) {
  test(`${l.lang}: the cashier pays the shortfall with one sandbox payment and lands on the paid order`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    test.setTimeout(60_000);
    const [goods] = await seedGoods({ price: 3990 });
    const orderNo = await placeOrder(request, buyer, goods.sku);
    const { payAmount } = await apiGet<{ payAmount: number }>(request, buyer.token, 'order/detail', { orderNo });
    const shortBy = payAmount - 1_000;
    await loginAs(buyer);
    await page.goto(`${l.prefix}/pay?orderNo=${orderNo}`);

    await expect(page.locator('[data-insufficient]')).toBeVisible();
    const payWith = page.locator('[data-pay-with-top-up]');
    const label = plain(await payWith.textContent());
    expect(label).toMatch(l.payWith);
    expect(l.payWith.exec(label)?.[1]).toBe((shortBy / 100).toFixed(2));
    if (l.lang === 'ar') expect(await seriousViolations(page)).toEqual([]);
    await payWith.click();

    await page.waitForURL(/\/sandbox\/pay\//);
    await expect(page.locator(`[data-amount="${shortBy}"]`)).toBeVisible();
    await page.getByRole('button', { name: l.confirm }).click();

    await page.waitForURL(new RegExp(`${l.prefix}/pay\\?orderNo=${orderNo}&rechargeNo=R\\d+$`));
    await expect(page.locator('[data-cashier-closed="paid"]')).toContainText(l.success);
    await page.waitForURL(`**${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);

    await page.goto(`${l.prefix}/mine/myBalance`);
    await expect(page.locator('[data-balance-card] [data-fen]').first()).toHaveAttribute('data-fen', '0');
    const amounts = page.locator('[data-ledger-line] [data-amount]');
    await expect(amounts).toHaveCount(3);
    expect(await amounts.evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-amount'))))).toEqual([-payAmount, shortBy, 1_000]);
  });
}

test('en: a payment that arrives after the order closed stays on the balance, and the cashier and Messages say so', async ({ page, request, buyer, loginAs, seedGoods }) => {
  test.setTimeout(60_000);
  const [goods] = await seedGoods({ price: 3990 });
  const orderNo = await placeOrder(request, buyer, goods.sku);
  const { payAmount } = await apiGet<{ payAmount: number }>(request, buyer.token, 'order/detail', { orderNo });
  const shortBy = payAmount - 1_000;
  await loginAs(buyer);
  await page.goto(`/en/pay?orderNo=${orderNo}`);
  await page.locator('[data-pay-with-top-up]').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await serverTask('closeOrderDeadline', orderNo);
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await page.waitForURL(/\/en\/pay\?orderNo=\d+&rechargeNo=R\d+$/);
  const kept = page.locator('[data-top-up-return="kept"]');
  await expect(kept).toBeVisible();
  expect(plain(await kept.textContent())).toBe(`Your payment arrived after this order could no longer be paid, so CN¥${(shortBy / 100).toFixed(2)} was added to your balance.`);
  await expect(page.locator('[data-cashier-closed="closed"]')).toBeVisible();

  await page.goto('/en/mine/messages');
  const message = page.locator('[data-message]').first();
  await expect(message).toContainText('Your payment is on your balance');
  await expect(message).toContainText(orderNo);
  await page.goto('/en/mine/myBalance');
  await expect(page.locator('[data-balance-card] [data-fen]').first()).toHaveAttribute('data-fen', String(1_000 + shortBy));
});
