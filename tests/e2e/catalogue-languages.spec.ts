import type { APIRequestContext } from '@playwright/test';
import { SIMPLIFIED_ONLY } from '../../src/lib/i18n/scripts.ts';
import { catalogueURL, expect, test } from './fixtures.ts';

// The demo catalogue as seeded: its goods carry descriptions in all ten languages (playwright.config.ts).
test.use({ baseURL: catalogueURL });

async function firstGoodsId(request: APIRequestContext): Promise<number> {
  const body = await (await request.get('/api/goods/list', { params: { page: 1, pageSize: 1, sort: 'sales' }, headers: { lang: 'zh-TW' } })).json();
  return (body.data as { list: { id: number }[] }).list[0]!.id;
}

test('zh-TW: a demo goods page describes the goods in traditional characters', async ({ page, request }) => {
  const id = await firstGoodsId(request);
  await page.goto(`/zh-tw/goods/details?id=${id}`);
  const description = page.locator('[data-description]');
  await expect(description).toContainText('商品特色');
  await expect(description).toContainText('隱密配送');
  const text = await description.innerText();
  expect(text.match(new RegExp(SIMPLIFIED_ONLY, 'gu')) ?? []).toEqual([]);
  expect(await page.locator('[data-goods-name]').innerText()).not.toMatch(SIMPLIFIED_ONLY);
});

test('ar: a demo goods page is written in Arabic, its catalogue texts set their own direction', async ({ page, request }) => {
  const id = await firstGoodsId(request);
  await page.goto(`/ar/goods/details?id=${id}`);
  const description = page.locator('[data-description]');
  await expect(description).toContainText('أبرز المزايا');
  await expect(description).toHaveAttribute('dir', 'auto');
  await expect(page.locator('h1[data-goods-name]')).toHaveAttribute('dir', 'auto');
  expect(await description.innerText()).not.toMatch(/\p{Script=Han}/u);
});
