import type { Page } from '@playwright/test';
import { catalogueURL, expect, test } from './fixtures.ts';

// The demo catalogue's own content, read where no other test adds goods or buys (playwright.config.ts).
test.use({ baseURL: catalogueURL });

const box = (page: Page) => page.locator('#om-search');
const listbox = (page: Page) => page.getByRole('listbox');
const options = (page: Page) => page.getByRole('option');
const suggestLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('search-suggest') || e.name.includes('goods/suggest')));

/** Types into the header's box as a shopper does and waits for the suggestions. */
async function typeAndWait(page: Page, text: string) {
  await box(page).click();
  await box(page).pressSequentially(text, { delay: 40 });
  // The suggestions of all that was typed: a slow moment between two keys shows a part's suggestions first, and
  // the whole word's then replace them, with the option ↓ chose.
  await expect(listbox(page)).toHaveAttribute('data-keyword', text);
  await expect(listbox(page)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
}

/** ↓ then Enter opens the first suggestion, a goods: its page shows the suggested name. */
async function openFirstByKeyboard(page: Page) {
  const first = options(page).first();
  const name = (await first.innerText()).trim();
  await box(page).press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box(page).press('Enter');
  await page.waitForURL(/\/goods\/details\?id=\d+/);
  await expect(page.locator('h1')).toContainText(name);
}

const CASES = [
  { locale: 'zh', prefix: '', typed: '按摩油', label: '搜索建议' },
  { locale: 'en', prefix: '/en', typed: 'massage oil', label: 'Search suggestions' },
  { locale: 'ar', prefix: '/ar', typed: 'زيت تدليك', label: 'اقتراحات البحث' },
] as const;

for (const c of CASES) {
  test(`${c.locale}: suggestions load on focus; type, arrow down and Enter open the goods`, async ({ page }) => {
    await page.goto(`${c.prefix}/`);
    // Nothing of the suggestions is fetched before the box is focused.
    expect(await suggestLoaded(page)).toBe(false);
    await typeAndWait(page, c.typed);
    await expect(listbox(page)).toHaveAccessibleName(c.label);
    const count = await options(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    // The typed words are marked in the first suggestion.
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    await openFirstByKeyboard(page);
  });
}

test('zh: pinyin and initials find 按摩油; Esc closes the list; the mouse picks too', async ({ page }) => {
  await page.goto('/');
  await typeAndWait(page, 'anmoyou');
  await expect(options(page).filter({ hasText: '薰衣草舒缓按摩油' })).toHaveCount(1);
  await box(page).press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await box(page).fill('');
  await box(page).pressSequentially('amy', { delay: 40 });
  const oil = options(page).filter({ hasText: '薰衣草舒缓按摩油' });
  await expect(oil).toHaveCount(1);
  await oil.click();
  await page.waitForURL(/\/goods\/details\?id=\d+/);
  await expect(page.locator('h1')).toContainText('薰衣草舒缓按摩油');
});

test('en: a brand suggestion opens the list of that brand; a keyword one typo off still finds', async ({ page }) => {
  await page.goto('/en/');
  await typeAndWait(page, 'amberleaf');
  const brand = options(page).filter({ hasText: 'Brand' }).first();
  await expect(brand).toContainText('Amberleaf');
  await brand.click();
  await page.waitForURL(/\/en\/goods\/list\?brandId=\d+/);
  await page.goto('/en/goods/list?keyword=lavendre');
  await expect(page.locator('[data-corrected-keyword]')).toHaveText('Nothing found for “lavendre”; showing results for “lavender”');
  await expect(page.locator('[data-goods-grid] a[data-goods-id]').first()).toBeVisible();
});

const PRICE = [
  { locale: 'zh', prefix: '', min: '最低价（元）', max: '最高价（元）', apply: '确定', crossed: '最低价高于最高价，价格区间未生效' },
  { locale: 'en', prefix: '/en', min: 'Lowest price (yuan)', max: 'Highest price (yuan)', apply: 'Apply', crossed: 'The lowest price is above the highest, so the price range was not applied' },
  { locale: 'ar', prefix: '/ar', min: 'أدنى سعر (يوان)', max: 'أعلى سعر (يوان)', apply: 'تطبيق', crossed: 'أدنى سعر أعلى من أعلى سعر، لذا لم يُطبَّق نطاق السعر' },
] as const;

for (const c of PRICE) {
  test(`${c.locale}: the price range narrows the list, stays in its address with the other filters`, async ({ page, request }) => {
    await page.goto(`${c.prefix}/goods/list?sort=price`);
    await page.getByLabel(c.min).fill('50');
    await page.getByLabel(c.max).fill('100');
    await page.getByRole('button', { name: c.apply, exact: true }).click();
    await page.waitForURL(/minPrice=50&maxPrice=100/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price');
    const ids = await page.locator('[data-goods-grid] a[data-goods-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-goods-id'))));
    const api = await (await request.get('/api/goods/list', { params: { sort: 'price', minPrice: '50', maxPrice: '100' }, headers: { lang: c.locale } })).json();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(api.data.list.map((g: { id: number }) => g.id));
    // The price a card shows: the lowest of its SKUs' when they differ.
    for (const g of api.data.list as { memberPays: number; memberPaysFrom: number | null }[]) expect((g.memberPaysFrom ?? g.memberPays) >= 5000 && (g.memberPaysFrom ?? g.memberPays) <= 10000).toBe(true);
    // Crossed ends are said, not applied.
    await page.goto(`${c.prefix}/goods/list?minPrice=100&maxPrice=50`);
    await expect(page.getByRole('alert').filter({ hasText: c.crossed })).toBeVisible();
  });
}
