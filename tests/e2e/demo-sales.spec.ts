import type { GoodsCard, Page as ListPage } from '../../src/lib/schemas/goods.ts';
import { catalogueURL, expect, test } from './fixtures.ts';

/** The demo catalogue's sales figures fit its demo reviews: never fewer sales than reviews, and not a thousand to one. */

test.use({ baseURL: catalogueURL });

test('every demo goods has at least as many sales as reviews, and sales a plausible multiple of them', async ({ page, request }) => {
  const all: GoodsCard[] = [];
  for (let n = 1; ; n++) {
    const body = await (await request.get('/api/goods/list', { params: { page: n, pageSize: 60, sort: 'sales' }, headers: { lang: 'en' } })).json();
    const list = body.data as ListPage<GoodsCard>;
    all.push(...list.list);
    if (all.length >= list.total || list.list.length === 0) break;
  }
  expect(all.length).toBeGreaterThan(50);
  for (const g of all) {
    const reviews = g.rating?.count ?? 0;
    expect(reviews, g.name).toBeLessThanOrEqual(g.sales);
    if (reviews > 0) expect(g.sales / reviews, g.name).toBeLessThanOrEqual(40);
  }

  // As a shopper sees it: the best seller's page shows its sales beside a review count that fits them.
  const best = all[0]!;
  await page.goto(`/en/goods/details?id=${best.id}`);
  await expect(page.locator('body')).toContainText(`${best.sales}`);
  await expect(page.getByRole('tab', { name: new RegExp(`\\(${best.rating!.count}\\)`) })).toBeVisible();
});
