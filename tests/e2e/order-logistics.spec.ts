import { expect, test } from './fixtures.ts';
import { apiCall, ops } from './support/api.ts';
import { placeOrder } from './support/orders.ts';
import { PAY_PWD } from './support/members.ts';

/** A shipped order names its carrier in the shopper's language, links the carrier's tracking page and says when the parcel should arrive. */

const LOCALES = [
  { lang: 'zh', prefix: '', dir: 'ltr', carrier: '顺丰速运', expected: '预计送达', logistics: '查看物流', month: /\d{4}年\d{1,2}月\d{1,2}日/ },
  { lang: 'en', prefix: '/en', dir: 'ltr', carrier: 'SF Express', expected: 'Expected delivery', logistics: 'Track parcel', month: /\w+ \d{1,2}, \d{4}|\d{1,2} \w+ \d{4}/ },
  { lang: 'ar', prefix: '/ar', dir: 'rtl', carrier: 'إس إف إكسبريس', expected: 'موعد التسليم المتوقع', logistics: 'تتبّع الشحنة', month: /\S+/ },
] as const;

for (const l of LOCALES) {
  test(`${l.lang}: a shipped order shows the carrier in the shopper's words, its tracking link and the expected date`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    const [goods] = await seedGoods({});
    const orderNo = await placeOrder(request, buyer, goods.sku);
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    const trackingNo = `SF${Date.now()}`;
    await ops('ship', orderNo, 'SF', trackingNo);
    await loginAs(buyer);

    await page.goto(`${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    await expect(page.locator('[data-carrier]')).toHaveText(l.carrier);
    const track = page.locator('[data-track-link]').first();
    await expect(track).toHaveAttribute('href', `https://www.kuaidi100.com/chaxun?com=shunfeng&nu=${trackingNo}`);
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');

    const expected = page.locator('[data-expected-delivery]');
    await expect(expected).toHaveText(l.month);
    await expect(page.getByText(l.expected, { exact: true })).toBeVisible();
    const shown = Date.parse((await expected.getAttribute('datetime'))!);
    // DELIVERY_DAYS (3 by default) after shipping, which was just now.
    expect(shown - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(shown - Date.now()).toBeLessThan(3.1 * 86_400_000);
    await page.screenshot({ path: `test-results/order-logistics-${l.lang}.png` });

    // The tracking dialog names the carrier the same way and links the same page.
    await page.locator('[data-order-status]').getByRole('button', { name: l.logistics }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-logistics]')).toContainText(l.carrier);
    await expect(dialog.locator('[data-track-link]')).toHaveAttribute('href', `https://www.kuaidi100.com/chaxun?com=shunfeng&nu=${trackingNo}`);
  });
}
