import { expect, test } from './fixtures.ts';

/**
 * Links that survive sharing (issue 32, item 5): the language picker's links name the same goods or search
 * (opened in a new tab, they are not a 404 or an unfiltered list), and a language in the address wins over the
 * one picked earlier. Plus the files crawlers and browsers ask for at fixed addresses, from the built server.
 */

test('the language picker links to the same goods in each language, query kept, and such a link opens in a new tab', async ({ page, context, seedGoods }) => {
  // Seeds goods and opens three pages.
  test.slow();
  const [goods] = await seedGoods({});
  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await page.getByRole('button', { name: /Choose language/ }).click();
  const arabic = page.getByRole('link', { name: 'العربية' });
  await expect(arabic).toHaveAttribute('href', `/ar/goods/details?id=${goods.goodsId}`);
  await expect(page.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', `/goods/details?id=${goods.goodsId}`);

  // A middle click (or "open in new tab") follows the href itself, not the picker's script.
  const [tab] = await Promise.all([context.waitForEvent('page'), arabic.click({ button: 'middle' })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(`/ar/goods/details?id=${goods.goodsId}`);
  await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tab.locator(`article[data-goods-id="${goods.goodsId}"]`)).toBeVisible();
  await tab.close();

  // The page's own language stays stored as it was: following a link chooses nothing.
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
});

test('the language picker keeps a list’s search and sort', async ({ page }) => {
  await page.goto('/en/goods/list?keyword=oil&sort=price&order=asc');
  await page.getByRole('button', { name: /Choose language/ }).click();
  const arabic = page.getByRole('link', { name: 'العربية' });
  await expect(arabic).toHaveAttribute('href', '/ar/goods/list?keyword=oil&sort=price&order=asc');
  await arabic.click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/ar/goods/list' && url.search === '?keyword=oil&sort=price&order=asc');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('#om-search')).toHaveValue('oil');
});

test('a shared /ar/ link opens in Arabic after English was picked; an address without a language still opens in English', async ({ page, seedGoods }) => {
  // Seeds goods and opens four pages.
  test.slow();
  const [goods] = await seedGoods({});
  await page.goto('/goods/list');
  await page.getByRole('button', { name: /选择语言/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  await page.goto(`/ar/goods/details?id=${goods.goodsId}`);
  await expect(page.locator(`article[data-goods-id="${goods.goodsId}"]`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(new URL(page.url()).pathname).toBe('/ar/goods/details');

  await page.goto(`/goods/details?id=${goods.goodsId}`);
  await expect(page).toHaveURL(new RegExp(`/en/goods/details\\?id=${goods.goodsId}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('robots.txt, the sitemaps, the icons and the manifest answer at their addresses', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Disallow: \/ar\/mine$/m);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const first = /<loc>[^<]*(\/sitemaps\/ar-1\.xml)<\/loc>/.exec(await index.text())?.[1];
  expect(first).toBe('/sitemaps/ar-1.xml');
  const arabic = await (await request.get(first!)).text();
  expect(arabic).toContain('/ar/goods/details?id=');
  expect(arabic).toContain('hreflang="x-default"');
  for (const [path, type] of [['/favicon.ico', 'image/x-icon'], ['/favicon.svg', 'image/svg+xml'], ['/apple-touch-icon.png', 'image/png'], ['/icons/icon-512.png', 'image/png'], ['/manifest.webmanifest', 'application/manifest+json']]) {
    const res = await request.get(path!);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain(type);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=86400');
  }
  expect((await (await request.get('/manifest.webmanifest')).json()).theme_color).toBe('#AF57FF');
});
