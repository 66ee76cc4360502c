import type { APIRequestContext } from '@playwright/test';
import type { CategoryFlyout, CategoryNode } from '../../src/lib/schemas/home.ts';
import { catalogueURL, expect, test } from './fixtures.ts';

/** The home category flyout fills its panel: subcategories, the category's brands and its best sellers. */

test.use({ baseURL: catalogueURL });

async function api<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  return (await (await request.get(`/api/${path}`, { headers: { lang } })).json()).data as T;
}

for (const l of [
  { lang: 'zh', prefix: '', brands: '热门品牌', bestSellers: '热销商品', dir: 1 },
  { lang: 'ar', prefix: '/ar', brands: 'العلامات التجارية', bestSellers: 'الأكثر مبيعًا', dir: -1 },
]) {
  test(`${l.lang}: a category's flyout shows its subcategories, brands and best sellers, and they open their pages`, async ({ page, request }) => {
    const tree = await api<CategoryNode[]>(request, 'home/goodsCategoryList', l.lang);
    const flyouts = await api<CategoryFlyout[]>(request, 'home/categoryFlyouts', l.lang);
    const top = tree[0]!;
    const extra = flyouts.find((f) => f.categoryId === top.id)!;
    expect(extra.goods.length).toBeGreaterThanOrEqual(3);
    expect(extra.brands.length).toBeGreaterThanOrEqual(1);

    await page.goto(`${l.prefix}/`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const entry = page.locator(`[data-category-id="${top.id}"]`);
    await entry.hover();
    const panel = page.locator(`[data-category-panel="${top.id}"]`);
    await expect(panel).toBeVisible();
    for (const child of top.children) await expect(panel.getByRole('link', { name: child.name, exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: l.brands })).toBeVisible();
    await expect(panel.locator('[data-flyout-brands] a')).toHaveText(extra.brands.map((b) => b.name));
    await expect(panel.getByRole('heading', { name: l.bestSellers })).toBeVisible();
    const goods = panel.locator('[data-flyout-goods-id]');
    await expect(goods).toHaveCount(extra.goods.length);
    for (const [i, g] of extra.goods.entries()) await expect(goods.nth(i)).toContainText(g.name);
    // The panel opens on the reading side of the list: right of it in Chinese, left of it in Arabic.
    const [nav, box] = [await page.locator('[data-category-nav]').boundingBox(), await panel.boundingBox()];
    expect(Math.sign(box!.x + box!.width / 2 - (nav!.x + nav!.width / 2))).toBe(l.dir);
    await page.screenshot({ path: test.info().outputPath(`flyout-${l.lang}.png`) });

    await panel.locator('[data-flyout-brands] a').first().click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/goods/list/?\\?categoryId=${top.id}&brandId=${extra.brands[0]!.id}$`));
    await page.goBack();
    await page.locator(`[data-category-id="${top.id}"]`).hover();
    await page.locator(`[data-category-panel="${top.id}"] [data-flyout-goods-id]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/goods/details/?\\?id=${extra.goods[0]!.id}$`));
  });
}
