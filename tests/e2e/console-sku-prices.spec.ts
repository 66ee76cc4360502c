import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { apiCall } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';

/**
 * An operator gives a SKU its own price, lets the console suggest its market and member prices, sets the member
 * price by hand and uploads the SKU's picture; the shop's goods page shows that picture and price for the SKU,
 * and the cart line is priced and pictured by it.
 */
test('en: a SKU’s own prices and picture set in the console reach the goods page and the cart', async ({ page, request, buyer, loginAs, seedGoods }) => {
  test.setTimeout(240_000);
  // ¥100.00, a member price of ¥90.00 and a market price of ¥130.00.
  const [goods] = await seedGoods({ price: 10000, memberPrice: 9000 });
  const itemNo = `E2E${goods.name.en.replace('Test goods ', '')}`.toUpperCase();
  await consoleLogin(page, 'en', await operator('staff'));

  // Dashboard → goods list → search → the goods' row.
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Goods' }).click();
  await page.getByRole('textbox', { name: 'Item number or name' }).fill(itemNo);
  // The list answers the search (its address holds the filter) before a row is clicked.
  await expect(page).toHaveURL(/filter=/);
  const row = page.getByRole('row').filter({ hasText: itemNo });
  await expect(row).toHaveCount(1);
  // The item number's cell: a click on the row's middle can land on its selection box.
  await row.getByText(itemNo, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/goods/${goods.goodsId}$`), { timeout: 15_000 });
  await expect(page.locator('input[name="skus.0.stock"]')).toBeVisible({ timeout: 20_000 });

  // The SKU at ¥120: suggested, market 120 × 130/100 = ¥156 and member 120 × 90/100 = ¥108; the operator makes it ¥99.90.
  await page.locator('input[name="skus.0.price"]').fill('120');
  await page.getByRole('button', { name: 'Suggest prices' }).click();
  await expect(page.locator('input[name="skus.0.marketPrice"]')).toHaveValue('156');
  await expect(page.locator('input[name="skus.0.memberPrice"]')).toHaveValue('108');
  await expect(page.locator('input[name="skus.0.salePrice"]')).toHaveValue('');
  await page.locator('input[name="skus.0.memberPrice"]').fill('99.9');
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#25cf7f' } }).png().toBuffer();
  await page.getByTestId('sku-picture').setInputFiles({ name: 'sku.png', mimeType: 'image/png', buffer: png });
  const picture = page.getByRole('img', { name: 'Picture of this SKU' });
  await expect(picture).toBeVisible({ timeout: 20_000 });
  const url = await picture.getAttribute('src');
  // Stored with its sizes, named by its own (decision 086).
  expect(url).toMatch(/^\/media\/goods\/[\w-]+\.\d+x\d+\.jpg$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 20_000 });

  // The member sees the SKU's picture and its member price on the goods page, and the same in the cart (in yuan: the
  // Chinese shop).
  await loginAs(buyer);
  const shop = page;
  await shop.goto(`/goods/details?id=${goods.goodsId}`);
  await expect(shop.locator('[data-main-image]')).toHaveAttribute('src', url!);
  await expect(shop.getByText('99.90').first()).toBeVisible();
  await apiCall(request, buyer.token, 'cart/add', { goodsId: goods.goodsId, skuId: goods.sku.skuId, quantity: 1 });
  await shop.goto('/goods/shoppingCar');
  const line = shop.locator(`[data-cart-line]`).filter({ hasText: goods.name.zh });
  await expect(line.getByText('99.90').first()).toBeVisible();
  await expect(line.locator(`img[src="${url}"]`)).toHaveCount(1);
});
