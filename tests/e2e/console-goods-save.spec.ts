import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiCall, unique } from './support/api.ts';
import { consoleLogin, operator, searchConsoleList } from './support/console.ts';
import { stockOf } from './support/goods.ts';

/**
 * An operator opens goods from the dashboard through the goods list and saves a change that is not the
 * stock: the goods keep their home shelf, their service promises and the stock orders took while the form
 * was open. A form opened before someone else's save is refused with the reason in the console's language.
 */

const COPY = {
  en: {
    goods: 'Goods',
    search: 'Item number or name',
    save: 'Save',
    saved: 'Element updated',
    hot: 'Hot sellers',
    newArrivals: 'New arrivals',
    returns: '7-day no-reason returns',
    discreet: 'Discreet packaging',
    fastShip: 'Fast dispatch from our warehouse',
    changed: 'This goods has changed in the meantime; please reload it and save again',
  },
  zh: {
    goods: '商品',
    search: '货号或名称',
    save: '保存',
    saved: '条目已更新',
    hot: '热卖商品',
    newArrivals: '新品上架',
    returns: '7 天无理由退货',
    discreet: '隐私包装',
    fastShip: '自营仓极速发货',
    changed: '这件商品刚刚被修改过，请重新打开后再保存',
  },
} as const;

type Copy = (typeof COPY)[keyof typeof COPY];
/** A save answers, and react-admin says so, within this (a loaded machine runs several suites at once). */
const SAVED = 20_000;

/** Dashboard → goods list → search → the goods' row → its edit form, as an operator gets there. */
async function openFromDashboard(page: Page, copy: Copy, itemNo: string, goodsId: number) {
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: copy.goods }).click();
  await expect(page).toHaveURL(/\/admin\/goods(\?.*)?$/);
  await searchConsoleList(page, copy.search, itemNo);
  const row = page.getByRole('row').filter({ hasText: itemNo });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/goods/${goodsId}$`));
  // The form's screen is loaded when first opened (a busy machine takes a while).
  await expect(page.locator('input[name="skus.0.stock"]')).toBeVisible({ timeout: 20_000 });
}

async function consolePage(browser: Browser, lang: keyof typeof COPY, account: string) {
  const page = await (await browser.newContext()).newPage();
  await consoleLogin(page, lang, account);
  return page;
}

test('en: goods saved with their stock untouched keep their home shelf, promises and the stock an order took meanwhile', async ({ page, request, buyer, seedGoods }) => {
  test.setTimeout(240_000);
  const copy = COPY.en;
  const [goods] = await seedGoods({ stock: 10 });
  const itemNo = `E2E${goods.name.en.replace('Test goods ', '')}`.toUpperCase();
  await consoleLogin(page, 'en', await operator('staff'));

  // The form shows what the goods has: no home shelf yet, the promises it was made with.
  await openFromDashboard(page, copy, itemNo, goods.goodsId);
  await expect(page.getByRole('checkbox', { name: copy.hot })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: copy.discreet })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: copy.fastShip })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: copy.returns })).not.toBeChecked();
  // The operator puts it on the new arrivals shelf and promises 7-day returns.
  await page.getByRole('checkbox', { name: copy.newArrivals }).check();
  await page.getByRole('checkbox', { name: copy.returns }).check();
  await page.getByRole('button', { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible({ timeout: SAVED });

  const shop = await page.context().newPage();
  const showsPromises = async () => {
    await shop.goto(`/en/goods/details?id=${goods.goodsId}`);
    for (const promise of [copy.discreet, copy.returns, copy.fastShip]) await expect(shop.getByText(promise, { exact: true })).toBeVisible();
    await shop.goto('/en/');
    await expect(shop.locator('[data-home-section=new]').getByText(goods.name.en)).toBeVisible();
  };
  await showsPromises();

  // The form is opened again; while it is open a member orders 4 of the 10.
  await openFromDashboard(page, copy, itemNo, goods.goodsId);
  await expect(page.locator('input[name="skus.0.stock"]')).toHaveValue('10');
  await apiCall(request, buyer.token, 'order/submit', { items: [{ skuId: goods.sku.skuId, quantity: 4 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });
  expect(await stockOf(request, goods.sku)).toBe(6);

  // The operator changes only the market price (the console saves nothing without a change): the shelf, the
  // promises and the 6 left stay.
  await page.locator('input[name=marketPrice]').fill('79');
  await page.getByRole('button', { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible({ timeout: SAVED });
  expect(await stockOf(request, goods.sku)).toBe(6);
  await showsPromises();
  await openFromDashboard(page, copy, itemNo, goods.goodsId);
  await expect(page.locator('input[name="skus.0.stock"]')).toHaveValue('6');
  await expect(page.locator('input[name=marketPrice]')).toHaveValue('79');
  await expect(page.getByRole('checkbox', { name: copy.newArrivals })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: copy.returns })).toBeChecked();
});

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: a goods form opened before another operator's save is refused with the reason, and saves after a reload`, async ({ browser, page, request, seedGoods }) => {
    test.setTimeout(240_000);
    const copy = COPY[lang];
    const [goods] = await seedGoods({ stock: 5 });
    const itemNo = `E2E${goods.name.en.replace('Test goods ', '')}`.toUpperCase();
    await consoleLogin(page, lang, await operator('staff'));
    await openFromDashboard(page, copy, itemNo, goods.goodsId);

    // Another operator opens the same goods, raises its stock and saves first.
    const other = await consolePage(browser, lang, await operator('staff'));
    await openFromDashboard(other, copy, itemNo, goods.goodsId);
    await other.locator('input[name="skus.0.stock"]').fill('9');
    await other.getByRole('button', { name: copy.save }).click();
    await expect(other.getByText(copy.saved)).toBeVisible({ timeout: SAVED });
    await other.context().close();

    // The first form still says 5: saving it (with the hot shelf ticked) is refused, nothing is written back.
    await page.getByRole('checkbox', { name: copy.hot }).check();
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText(copy.changed)).toBeVisible({ timeout: SAVED });
    expect(await stockOf(request, goods.sku)).toBe(9);

    // Reloaded, the form shows the other save and saves.
    await page.reload();
    await expect(page.locator('input[name="skus.0.stock"]')).toHaveValue('9', { timeout: 20_000 });
    await page.getByRole('checkbox', { name: copy.hot }).check();
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText(copy.saved)).toBeVisible({ timeout: SAVED });
    expect(await stockOf(request, goods.sku)).toBe(9);
  });
}
