import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueURL, expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';

// The demo catalogue's own content, read where no other test adds goods or buys (playwright.config.ts).
test.use({ baseURL: catalogueURL });

interface Card {
  id: number;
  name: string;
  image: string;
}

const CASES = [
  {
    locale: 'zh',
    prefix: '',
    word: '香',
    sortPrice: '价格',
    category: { row: '分类', name: '按摩养护' },
    brand: { row: '品牌', name: '琥珀叶' },
    pages: { nav: '分页', next: '下一页', page: (n: number) => `第 ${n} 页` },
    emptyTitle: '没有找到与“qqxzzv”相关的商品',
    clear: '清除筛选，查看全部商品',
  },
  {
    locale: 'en',
    prefix: '/en',
    word: 'massage',
    sortPrice: 'Price',
    category: { row: 'Category', name: 'Massage & Wellness' },
    brand: { row: 'Brand', name: 'Amberleaf' },
    pages: {
      nav: 'Pagination',
      next: 'Next',
      page: (n: number) => `Page ${n}`,
    },
    emptyTitle: 'No goods match “qqxzzv”',
    clear: 'Clear filters and see all goods',
  },
] as const;

const cards = (page: Page) => page.locator('[data-goods-grid] a[data-goods-id]');
const shownIds = async (page: Page) =>
  await cards(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-goods-id'))));
const shownPrices = async (page: Page) =>
  page
    .locator('[data-goods-grid] a[data-goods-id] span[data-price]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price'))));

/** The same listing through the API, as the reference for what the page shows. */
async function apiList(request: APIRequestContext, locale: string, params: Record<string, string>) {
  const response = await request.get('/api/goods/list', {
    params,
    headers: { lang: locale },
  });
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.data as { list: Card[]; total: number };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Types into the header's search box (a plain form, usable before any script runs) and submits. */
async function searchFromHeader(page: Page, keyword: string) {
  await page.locator('#om-search').fill(keyword);
  await page.locator('#om-search').press('Enter');
}

for (const c of CASES) {
  test.describe(`goods list in ${c.locale}`, () => {
    test('searching from the header lists matching goods and keeps the keyword in the box', async ({ page }) => {
      await page.goto(`${c.prefix}/helperCenter/newbie`);
      await searchFromHeader(page, c.word);
      await expect(page).toHaveURL(
        (url) => url.pathname.replace(/\/$/, '') === `${c.prefix}/goods/list` && url.searchParams.get('keyword') === c.word,
      );
      const names = await page.locator('[data-goods-grid] [data-goods-name]').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.toLowerCase()).toContain(c.word);
      await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', String(names.length));
      await expect(page.locator('#om-search')).toHaveValue(c.word);

      // Dropping the keyword is a new listing: the box no longer claims a search.
      await page.locator('[data-remove-filter]').click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('keyword'));
      await expect(page.locator('#om-search')).toHaveValue('');
    });

    test('the search box shows a keyword only on the list searched for it, in no other page or language', async ({ page }) => {
      await page.goto(`${c.prefix}/goods/list`);
      await searchFromHeader(page, c.word);
      await expect(page.locator('#om-search')).toHaveValue(c.word);
      for (const path of [`${c.prefix}/helperCenter/newbie`, `${c.prefix}/goods/list`, '/ar/goods/list', '/ja/']) {
        await page.goto(path);
        await expect(page.locator('header [data-member-menu], header [data-guest-links]').first()).toBeAttached();
        await page.waitForLoadState('load');
        await expect(page.locator('#om-search')).toHaveValue('');
      }
      await page.goto(`/ar/goods/list?keyword=${encodeURIComponent(c.word)}`);
      await expect(page.locator('#om-search')).toHaveValue(c.word);
    });

    test('sorting by price goes up, then down', async ({ page }) => {
      await page.goto(`${c.prefix}/goods/list`);
      const priceLink = page.locator('a[data-sort="price"]');
      await expect(priceLink).toContainText(c.sortPrice);
      await priceLink.click();
      await expect(priceLink).toHaveAttribute('data-order', 'asc');
      await expect(priceLink).toHaveAttribute('aria-current', 'true');
      const up = await shownPrices(page);
      expect(up.length).toBe(20);
      expect(up).toEqual([...up].sort((a, b) => a - b));

      await priceLink.click();
      await expect(priceLink).toHaveAttribute('data-order', 'desc');
      const down = await shownPrices(page);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      expect(down[0]).toBeGreaterThan(up[0]!);
    });

    test('filters by category and by brand', async ({ page, request }) => {
      await page.goto(`${c.prefix}/goods/list`);
      const category = page
        .getByRole('list', { name: c.category.row, exact: true })
        .getByRole('link', { name: c.category.name, exact: true });
      await category.click();
      await expect(category).toHaveAttribute('aria-current', 'true');
      const categoryId = new URL(page.url()).searchParams.get('categoryId')!;
      const inCategory = await apiList(request, c.locale, { categoryId });
      expect(inCategory.total).toBeGreaterThan(0);
      expect(await shownIds(page)).toEqual(inCategory.list.map((g) => g.id));

      const brand = page.getByRole('list', { name: c.brand.row, exact: true }).getByRole('link', { name: c.brand.name });
      await brand.click();
      await expect(page.getByRole('heading', { level: 2, name: c.brand.name })).toBeVisible();
      const brandId = new URL(page.url()).searchParams.get('brandId')!;
      expect(new URL(page.url()).searchParams.get('categoryId')).toBe(categoryId);
      const both = await apiList(request, c.locale, { categoryId, brandId });
      expect(await shownIds(page)).toEqual(both.list.map((g) => g.id));
      expect(both.total).toBeLessThan(inCategory.total);
    });

    test('pages through the whole list', async ({ page, request }) => {
      const all = await apiList(request, c.locale, { pageSize: '60' });
      const lastPage = Math.ceil(all.total / 20);
      expect(lastPage).toBeGreaterThan(2);
      await page.goto(`${c.prefix}/goods/list`);
      const first = await shownIds(page);
      expect(first).toEqual(all.list.slice(0, 20).map((g) => g.id));

      const pagination = page.getByRole('navigation', { name: c.pages.nav });
      await pagination.getByRole('link', { name: c.pages.next }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(pagination.getByRole('link', { name: c.pages.page(2), exact: true })).toHaveAttribute('aria-current', 'page');
      expect(await shownIds(page)).toEqual(all.list.slice(20, 40).map((g) => g.id));

      await pagination.getByRole('link', { name: c.pages.page(lastPage), exact: true }).click();
      await expect(cards(page)).toHaveCount(all.total - (lastPage - 1) * 20);
      await expect(pagination.getByRole('link', { name: c.pages.next })).toHaveCount(0);
    });

    test('a search without results suggests a way on', async ({ page }) => {
      await page.goto(`${c.prefix}/goods/list?keyword=qqxzzv`);
      await expect(page.getByRole('heading', { level: 2, name: c.emptyTitle })).toBeVisible();
      await expect(page.locator('[data-hot-goods] a[data-goods-id]').first()).toBeVisible();
      await page.getByRole('link', { name: c.clear }).click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === `${c.prefix}/goods/list` && url.search === '');
      await expect(cards(page)).toHaveCount(20);
    });

    test('a goods card opens its detail page', async ({ page }) => {
      await page.goto(`${c.prefix}/goods/list`);
      const card = cards(page).first();
      const id = await card.getAttribute('data-goods-id');
      await card.click();
      await expect(page).toHaveURL(
        (url) => url.pathname.replace(/\/$/, '') === `${c.prefix}/goods/details` && url.searchParams.get('id') === id,
      );
    });

    test('the first HTML holds the goods, and shared caches may keep it', async ({ request }) => {
      const response = await request.get(`${c.prefix}/goods/list?sort=sales`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
      const html = await response.text();
      const { list } = await apiList(request, c.locale, { sort: 'sales' });
      expect(list.length).toBe(20);
      for (const goods of list) {
        expect(html).toContain(escapeHtml(goods.name));
        expect(html).toMatch(new RegExp(`<img[^>]+src="${goods.image}"`));
      }
    });
  });
}

test('every language has the list under its prefix; other prefixes are not found, other letter case redirected', async ({ request }) => {
  for (const prefix of ['', '/zh-tw', '/en', '/ja', '/ko', '/ru', '/ar', '/id', '/th', '/vi']) {
    const response = await request.get(`${prefix}/goods/list`);
    expect(response.status(), prefix).toBe(200);
    expect(await response.text()).toContain('data-goods-grid');
  }
  for (const path of ['/fr/goods/list', '/zh/goods/list']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // A known language in other letters is the same list, at the shop's spelling.
  const typed = await request.get('/EN/goods/list', { maxRedirects: 0 });
  expect(typed.status()).toBe(301);
  expect(typed.headers().location).toBe('/en/goods/list');
});

for (const prefix of ['', '/en', '/ar']) {
  test(`the list has no serious accessibility problem (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/goods/list?categoryId=1&brandId=2&sort=price`);
    await expect(cards(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${prefix}/goods/list?keyword=qqxzzv`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
