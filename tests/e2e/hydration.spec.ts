import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Server-rendered islands must render the same on their first client render, or React throws away the
 * page's markup (minified error #418) and says so in the console. Loading the pages again and again
 * catches differences that depend on timing (data that arrives before an island hydrates).
 */

const LOADS = 10;

/** Console errors and uncaught page errors from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const prefix of ['', '/zh-tw', '/id', '/en']) {
  test(`${prefix || 'zh'}: home and goods pages load ${LOADS} times each without a console error`, async ({ page, seedGoods }) => {
    test.setTimeout(120_000);
    const [goods] = await seedGoods({ memberPrice: 4900, salePrice: 5500 });
    const errors = collectErrors(page);
    for (let i = 0; i < LOADS; i++) {
      for (const path of [`${prefix}/`, `${prefix}/goods/details?id=${goods.goodsId}`]) {
        await page.goto(path);
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
        await expect(page.locator('[data-price]').filter({ visible: true }).first()).toBeVisible();
        expect(errors, `${path}, load ${i + 1}`).toEqual([]);
      }
    }
  });
}
