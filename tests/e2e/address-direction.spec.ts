import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { placeOrder } from './support/orders.ts';

/**
 * A delivery address mixes scripts: the region in the reader's language, the street as the member typed it (here
 * in Chinese), a mobile number. Each part is isolated, so an Arabic line reads region, then street, from the
 * right, and the number keeps its digits in order.
 */

/** Where the street's first line box sits against the region's last one. */
const followsHow = (address: Locator) =>
  address.evaluate((el) => {
    const region = [...el.querySelector('[data-address-region]')!.getClientRects()].at(-1)!;
    const street = el.querySelector('[data-address-street]')!.getClientRects()[0]!;
    if (street.top >= region.bottom - 1) return 'next line';
    if (street.right <= region.left + 1) return 'left';
    return street.left >= region.right - 1 ? 'right' : 'overlapping';
  });

for (const l of [
  { prefix: '/ar', dir: 'rtl', street: 'left' },
  { prefix: '/en', dir: 'ltr', street: 'right' },
]) {
  test(`${l.prefix}: the cashier and the order page print the address part by part in reading order`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    const [goods] = await seedGoods({});
    const orderNo = await placeOrder(request, buyer, goods.sku);
    await loginAs(buyer);
    // The cashier's wide summary holds the whole address on one line; the order page's narrow card may wrap it.
    for (const [path, shown] of [
      [`${l.prefix}/pay?orderNo=${orderNo}`, [l.street]],
      [`${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`, ['next line', l.street]],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
      const address = page.locator('[data-address-text]').filter({ has: page.locator('[data-address-street]') }).first();
      await expect(address.locator('[data-address-street]')).toHaveText('幸福路 1 号楼 101');
      // The region comes first in the reading direction: the street follows it on its left in Arabic, on its right
      // in English, or starts the next line.
      expect(shown).toContain(await followsHow(address));
      const mobile = page.locator('[data-address-mobile]').first();
      await expect(mobile).toHaveAttribute('dir', 'ltr');
      await expect(mobile).toHaveText('13800138000');
    }
  });
}
