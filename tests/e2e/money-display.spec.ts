import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { placeOrder } from './support/orders.ts';

/** The charged yuan at the cashier reads whole in Arabic (right to left) and with 元 after the number in Japanese. */

/** Left edges of the digits and of the word that follows them inside the amount, as laid out. */
async function layout(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const text = el.firstChild?.firstChild ?? el.firstChild;
    const node = text instanceof Text ? text : (el.querySelector('bdi')?.firstChild as Text);
    const value = node.data;
    const split = value.search(/[^\d.,\-\u200e]/);
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, split);
    const digits = range.getBoundingClientRect().left;
    range.setStart(node, split);
    range.setEnd(node, value.length);
    return { digits, word: range.getBoundingClientRect().left };
  });
}

for (const { lang, amount } of [
  { lang: 'ar', amount: '500.00\u00a0يوان' },
  { lang: 'ja', amount: '500.00元' },
]) {
  test(`${lang}: the cashier shows the charged yuan as the language writes it`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    const [goods] = await seedGoods({});
    const orderNo = await placeOrder(request, buyer, goods.sku);
    await loginAs(buyer);
    await page.goto(`/${lang}/pay?orderNo=${orderNo}`);

    const balance = page.locator('[data-cashier] [data-fen="50000"]').first();
    await expect(balance).toHaveText(amount);
    await expect(page.locator('[data-cashier]')).not.toContainText('CN¥');
    await expect(page.locator('[data-cashier]')).not.toContainText(/元\s*\d/);
    const { digits, word } = await layout(page, '[data-cashier] [data-fen="50000"]');
    // Arabic reads right to left: the number comes first, so it stands right of يوان; Japanese the other way.
    if (lang === 'ar') expect(digits).toBeGreaterThan(word);
    else expect(word).toBeGreaterThan(digits);
  });
}
