import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { catalogueURL, expect, test } from './fixtures.ts';

/**
 * Arrows and chevrons point the way the page reads: in Arabic "next", "more" and "deeper" point left and
 * "previous" points right. Each drawn chevron's direction is measured on screen, from where its stroke
 * starts to its tip, after every CSS transform; a text chevron is measured by its glyph's ink.
 */

/** -1 when the chevron's tip is left of its tail on screen, 1 when right of it. */
async function pointing(icon: Locator): Promise<number> {
  return icon.evaluate((el) => {
    const path = el.querySelector('path');
    if (!path) throw new Error('no path in the chevron');
    const m = path.getScreenCTM()!;
    const at = (length: number) => path.getPointAtLength(length).matrixTransform(m);
    const tail = at(0);
    const tip = at(path.getTotalLength() / 2);
    return Math.sign(tip.x - tail.x);
  });
}

test.use({ baseURL: catalogueURL });

for (const l of [
  { prefix: '/ar', forward: -1, previous: 'اللافتة السابقة', next: 'اللافتة التالية' },
  { prefix: '/en', forward: 1, previous: 'Previous banner', next: 'Next banner' },
]) {
  test(`${l.prefix}: carousel, category, section and breadcrumb chevrons point the reading way`, async ({ page }) => {
    await page.goto(`${l.prefix}/`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const previous = page.getByRole('button', { name: l.previous, exact: true });
    const next = page.getByRole('button', { name: l.next, exact: true });
    await expect(previous).toBeVisible();
    // Previous sits at the reading start and points back; next sits at the end and points on.
    expect(await pointing(previous.locator('svg'))).toBe(-l.forward);
    expect(await pointing(next.locator('svg'))).toBe(l.forward);
    const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
    expect(Math.sign(n!.x - p!.x)).toBe(l.forward);

    const category = page.locator('[data-category-nav] [data-category-id]').first();
    await expect(category).toBeVisible();
    expect(await pointing(category.locator('svg'))).toBe(l.forward);
    expect(await pointing(page.locator('[data-more] svg').first())).toBe(l.forward);

    await category.click();
    await page.waitForURL(/goods\/list/);
    const goods = page.locator('[data-goods-id]').first();
    await goods.click();
    await page.waitForURL(/goods\/details/);
    const crumbs = page.locator('nav ol [data-crumb-chevron]');
    await expect(crumbs.first()).toBeVisible();
    for (const chevron of await crumbs.all()) expect(await pointing(chevron)).toBe(l.forward);
  });
}

/**
 * Which way a chevron points as drawn, read from the pixels of its screenshot: -1 left, 1 right. A chevron's
 * tip is the ink of its middle rows and its two tails the ink of its top and bottom rows; the tip lies on the
 * side it points to. Pixels, not geometry: Chromium computed a flip (rtl:-scale-x-100) it did not draw.
 */
async function drawnPointing(icon: Locator): Promise<number> {
  const { data, info } = await sharp(await icon.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const meanInkX = (fromRow: number, toRow: number) => {
    let [sum, count] = [0, 0];
    for (let y = Math.floor(fromRow); y < Math.ceil(toRow); y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * channels;
        if ((data[at]! + data[at + 1]! + data[at + 2]!) / 3 < 215) [sum, count] = [sum + x, count + 1];
      }
    }
    expect(count, 'ink in every band of rows').toBeGreaterThan(0);
    return sum / count;
  };
  const tip = meanInkX(height * 0.4, height * 0.6);
  const tails = (meanInkX(0, height * 0.3) + meanInkX(height * 0.7, height)) / 2;
  // The tip also sits in the half it points to.
  expect(Math.sign(tip - width / 2)).toBe(Math.sign(tip - tails));
  return Math.sign(tip - tails);
}

test.describe('drawn at twice the pixels', () => {
  test.use({ deviceScaleFactor: 2 });
  for (const l of [
    { prefix: '/ar', forward: -1 },
    { prefix: '/en', forward: 1 },
  ]) {
    test(`${l.prefix}: the breadcrumb chevrons are drawn pointing the reading way`, async ({ page }) => {
      await page.goto(`${l.prefix}/goods/list`);
      const id = await page.locator('[data-goods-id]').first().getAttribute('data-goods-id');
      await page.goto(`${l.prefix}/goods/details?id=${id}`);
      const crumbs = page.locator('nav ol [data-crumb-chevron]');
      await expect(crumbs.first()).toBeVisible();
      expect(await crumbs.count()).toBeGreaterThan(1);
      for (const chevron of await crumbs.all()) expect(await drawnPointing(chevron)).toBe(l.forward);
    });
  }
});
