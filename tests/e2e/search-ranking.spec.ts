import type { Page } from '@playwright/test';
import { catalogueURL, expect, test } from './fixtures.ts';

// The demo catalogue's own content, read where no other test adds goods or buys (playwright.config.ts).
test.use({ baseURL: catalogueURL });

/**
 * Ranked search (decision 108), as a shopper searches from the header: the goods whose names hold the word come
 * before those found through their brand alone (the demo brand Velvet Lune, 丝月 in Chinese), newest first in each.
 */
async function search(page: Page, prefix: string, typed: string): Promise<{ id: number; name: string }[]> {
  await page.goto(`${prefix}/`);
  const box = page.locator('#om-search');
  await box.click();
  await box.pressSequentially(typed, { delay: 30 });
  await box.press('Enter');
  await page.waitForURL(/\/goods\/list\/?\?keyword=/);
  const cards = page.locator('[data-goods-grid] a[data-goods-id]');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((els) => els.map((el) => ({ id: Number(el.getAttribute('data-goods-id')), name: el.querySelector('[data-goods-name]')?.textContent ?? '' })));
}

const descending = (ids: number[]) => ids.every((id, i) => i === 0 || ids[i - 1]! > id);

for (const c of [
  { locale: 'zh', prefix: '', typed: '丝' },
  { locale: 'en', prefix: '/en', typed: 'velvet' },
] as const) {
  test(`${c.locale}: "${c.typed}" lists the goods named with it first, then the brand's other goods`, async ({ page }) => {
    const found = await search(page, c.prefix, c.typed);
    const named = found.filter((g) => g.name.toLowerCase().includes(c.typed));
    const byBrand = found.filter((g) => !g.name.toLowerCase().includes(c.typed));
    expect(named.length).toBeGreaterThan(0);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(found.slice(0, named.length)).toEqual(named);
    expect(descending(named.map((g) => g.id))).toBe(true);
    expect(descending(byBrand.map((g) => g.id))).toBe(true);
    // Newest first alone would have mixed them: a goods found by its brand is newer than one named with the word.
    expect(Math.max(...byBrand.map((g) => g.id))).toBeGreaterThan(Math.min(...named.map((g) => g.id)));
  });
}

test('ar: a search on the Arabic shop is ranked as on the others, right to left', async ({ page }) => {
  const english = (await search(page, '/en', 'velvet')).map((g) => g.id);
  const arabic = await search(page, '/ar', 'velvet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(arabic.map((g) => g.id)).toEqual(english);
});
