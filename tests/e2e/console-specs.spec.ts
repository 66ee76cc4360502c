import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiGet, unique } from './support/api.ts';
import { consoleLogin, operator, searchConsoleList } from './support/console.ts';

/**
 * An owner creates goods with two specifications (size × colour) in the console; the shop's goods page then
 * picks the right SKU, with its own stock and price, for each choice of values, in English and Chinese.
 */

const SIZES = [['小号', 'Small'], ['大号', 'Large']] as const;
const COLOURS = [['紫色', 'Purple'], ['黑色', 'Black']] as const;

async function addDimension(page: Page, n: number, names: [string, string], values: readonly (readonly [string, string])[]) {
  await page.getByRole('button', { name: 'Add a specification' }).click();
  await page.locator(`input[name="specs.${n}.names.zh"]`).fill(names[0]);
  await page.locator(`input[name="specs.${n}.names.en"]`).fill(names[1]);
  for (const [i, [zh, en]] of values.entries()) {
    await page.getByRole('button', { name: 'Add a value' }).nth(n).click();
    await page.locator(`input[name="specs.${n}.values.${i}.labels.zh"]`).fill(zh);
    await page.locator(`input[name="specs.${n}.values.${i}.labels.en"]`).fill(en);
  }
}

test('en: a goods with two specifications made in the console sells the SKU of each combination', async ({ page, request }) => {
  // One journey through the whole form and the shop: it took 1.8 minutes of a 2-minute budget on a quiet run.
  test.setTimeout(240_000);
  const itemNo = `SPEC-${unique()}`;
  await consoleLogin(page, 'en', await operator('owner'));
  await page.getByRole('menuitem', { name: 'Goods', exact: true }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await page.locator('input[name=itemNo]').fill(itemNo);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').nth(1).click();
  await page.locator('input[name=price]').fill('100');
  await page.locator('input[name=marketPrice]').fill('120');
  await page.locator('input[name=onShelf]').check();
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#7f25cf' } }).png().toBuffer();
  await page.getByTestId('goods-pictures').setInputFiles({ name: 'spec.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('img[src^="/media/goods/"]')).toHaveCount(1);
  await page.locator('input[name="texts.zh.name"]').fill(`双规格商品 ${itemNo}`);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.locator('input[name="texts.en.name"]').fill(`Two specs ${itemNo}`);

  await addDimension(page, 0, ['尺寸', 'Size'], SIZES);
  await addDimension(page, 1, ['颜色', 'Colour'], COLOURS);
  // A language left empty shows, greyed, the word the shop will show there: a placeholder, not a value.
  const japanese = page.locator('input[name="specs.0.names.ja"]');
  await expect(japanese).toHaveValue('');
  await expect(japanese).toHaveAttribute('placeholder', 'Size');
  await expect(page.locator('input[name="specs.1.values.0.labels.zh-TW"]')).toHaveAttribute('placeholder', '紫色');
  // The initial SKU without values gives way to one SKU per combination: Small × Purple, Small × Black, …
  await page.getByRole('button', { name: 'Add a SKU for every combination' }).click();
  await expect(page.locator('input[name^="skus."][name$=".stock"]')).toHaveCount(4);
  for (const i of [0, 1, 2, 3]) await page.locator(`input[name="skus.${i}.stock"]`).fill(String(i + 1));
  await page.locator('input[name="skus.3.price"]').fill('150');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/goods\/\d+$/, { timeout: 15_000 });
  const goodsId = Number(/\/goods\/(\d+)$/.exec(page.url())![1]);

  // The owner's console-account screen lists this owner, with confirmations before disabling.
  await page.getByRole('menuitem', { name: 'Console accounts', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: '(you)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Back to the goods from the goods list, found by its item number.
  await page.getByRole('menuitem', { name: 'Goods', exact: true }).click();
  await searchConsoleList(page, 'Item number or name', itemNo);
  await page.getByRole('row').filter({ hasText: itemNo }).getByText(itemNo, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/goods/${goodsId}$`));

  // The edit screen reads the specifications back with each SKU's values.
  await expect(page.locator('input[name="specs.1.values.1.labels.en"]')).toHaveValue('Black');
  await expect(page.locator('input[name="skus.3.stock"]')).toHaveValue('4');

  const detail = await apiGet<{ skus: { id: number; values: number[]; stock: number }[] }>(request, '', 'goods/details', { id: goodsId }, { lang: 'en' });
  expect(detail.skus.map((s) => [s.values, s.stock])).toEqual([[[0, 0], 1], [[0, 1], 2], [[1, 0], 3], [[1, 1], 4]]);

  // On the shop each choice of size and colour shows its SKU's stock (the quantity cannot pass it) and price.
  const shop = await page.context().newPage();
  for (const [prefix, word] of [['/en', 1], ['', 0]] as const) {
    await shop.goto(`${prefix}/goods/details?id=${goodsId}`);
    for (const [size, colour, stock] of [[1, 1, 4], [0, 1, 2], [1, 0, 3], [0, 0, 1]] as const) {
      await shop.getByRole('radio', { name: SIZES[size]![word], exact: true }).check();
      await shop.getByRole('radio', { name: COLOURS[colour]![word], exact: true }).check();
      await expect(shop.locator('[data-stock]')).toContainText(String(stock));
      await expect(shop.getByRole('spinbutton')).toHaveAttribute('max', String(stock));
    }
  }
  // Large × Black has its own price (the shop shows yuan on the Chinese page).
  await shop.getByRole('radio', { name: '大号', exact: true }).check();
  await shop.getByRole('radio', { name: '黑色', exact: true }).check();
  await expect(shop.locator('main')).toContainText('150.00');

  // Taking it off shelf asks first; cancelling keeps it on sale, confirming takes it away from shoppers.
  await page.getByRole('menuitem', { name: 'Goods', exact: true }).click();
  await searchConsoleList(page, 'Item number or name', itemNo);
  const row = page.getByRole('row').filter({ hasText: itemNo });
  await row.getByRole('button', { name: 'Take off shelf' }).click();
  await expect(page.getByRole('dialog')).toContainText(itemNo);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  expect((await request.get(`/api/goods/details?id=${goodsId}`).then((r) => r.json())).code).toBe(200);
  await row.getByRole('button', { name: 'Take off shelf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('button', { name: 'Put on shelf' })).toBeVisible();
  expect((await request.get(`/api/goods/details?id=${goodsId}`).then((r) => r.json())).code).toBe(-1);
});
