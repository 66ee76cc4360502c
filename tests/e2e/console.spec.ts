import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, apiGet, unique } from './support/api.ts';
import { addTwoSizes, consoleLogin, operator } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';

/** The operator console: an owner creates goods that shoppers then buy, staff ship them, in zh and en. */

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const COPY = {
  zh: { goods: '商品', create: '新建', orders: '订单', order: '订单', console: 'Orchid Mall 运营后台', freight: '运费', time: '时间', ship: '发货', shipped: '待收货', save: '保存', addSpec: '添加规格', addValue: '添加规格值', everyCombination: '为每种组合添加 SKU', category: '分类', price: '售价', market: '市场价' },
  en: { goods: 'Goods', create: 'Create', orders: 'Orders', order: 'Order', console: 'Orchid Mall console', freight: 'freight', time: 'Time', ship: 'Ship', shipped: 'To be received', save: 'Save', addSpec: 'Add a specification', addValue: 'Add a value', everyCombination: 'Add a SKU for every combination', category: 'Category', price: 'Price', market: 'Market price' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: owner creates goods, a member buys them, staff ship them from the console`, async ({ browser, request, buyer, loginAs, page }) => {
    test.setTimeout(120_000);
    const copy = COPY[lang];
    const itemNo = `CON-${unique()}`;
    const enName = `Console Rose Oil ${itemNo}`;

    // The owner logs in and creates goods with two SKUs, a picture and an English name, on shelf.
    await consoleLogin(page, lang, await operator('owner'));
    await noSeriousViolations(page);
    await page.getByRole('menuitem', { name: copy.goods, exact: true }).click();
    await page.getByRole('link', { name: copy.create, exact: true }).click();
    await expect(page.locator('input[name=itemNo]')).toBeVisible({ timeout: 20_000 });
    await page.locator('input[name=itemNo]').fill(itemNo);
    await page.getByRole('combobox', { name: copy.category }).click();
    await page.getByRole('option').nth(1).click();
    await page.locator('input[name=price]').fill('129');
    await page.locator('input[name=marketPrice]').fill('159');
    await page.locator('input[name=onShelf]').check();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#af57ff' } }).png().toBuffer();
    await page.getByTestId('goods-pictures').setInputFiles({ name: 'rose.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('img[src^="/media/goods/"]')).toHaveCount(1);
    await page.locator('input[name="texts.zh.name"]').fill(`控制台玫瑰精油 ${itemNo}`);
    await page.getByRole('tab', { name: 'English' }).click();
    await page.locator('input[name="texts.en.name"]').fill(enName);
    await addTwoSizes(page, copy, [5, 3]);
    await noSeriousViolations(page);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page).toHaveURL(/\/admin\/goods\/\d+$/, { timeout: 15_000 });
    const goodsId = Number(/\/goods\/(\d+)$/.exec(page.url())![1]);

    // The shop lists it in English with its name and price at once.
    const shop = await page.context().newPage();
    await shop.goto(`/en/goods/list?keyword=${encodeURIComponent(itemNo)}`);
    await expect(shop.getByText(enName)).toBeVisible();
    const detail = await apiGet<{ skus: { id: number }[]; price: number }>(request, '', 'goods/details', { id: goodsId }, { lang: 'en' });
    expect(detail.price).toBe(12900);
    expect(detail.skus).toHaveLength(2);

    // A member buys the second SKU.
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: detail.skus[1]!.id, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });

    // Staff ship it from the console as an operator gets there: dashboard, order list, the order's row.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const pageErrors: string[] = [];
    staff.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(staff, lang, await operator('staff'));
    await staff.getByRole('menuitem', { name: copy.orders, exact: true }).click();
    await staff.getByRole('row').filter({ hasText: orderNo }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/orders/${orderNo}/show$`));
    await expect(staff.getByRole('button', { name: copy.ship, exact: true })).toBeVisible();
    await noSeriousViolations(staff);
    // The tab names the order; the amount says which part is freight; the timeline's times are headed as times.
    await expect(staff).toHaveTitle(`${copy.order} ${orderNo} · ${copy.console}`);
    await expect(staff.getByText(new RegExp(`\\(${copy.freight} [^)]*\\d\\.\\d{2}\\)`))).toBeVisible();
    await expect(staff.getByRole('columnheader', { name: copy.time, exact: true })).toBeVisible();
    // The line says what the member was charged as, as the shop's order screens do: no member price here.
    const line = staff.locator('[data-console-unit-price]');
    await expect(line).toHaveAttribute('data-console-unit-price', 'price');
    await expect(line).toContainText(copy.price);
    await expect(line).toContainText(copy.market);
    await expect(line.locator('del')).toHaveCount(1);
    await staff.getByRole('button', { name: copy.ship, exact: true }).click();
    // The carrier is chosen from the list, named in the console's language.
    await staff.getByRole('dialog').getByRole('combobox').click();
    await staff.getByRole('option', { name: lang === 'zh' ? '顺丰速运' : 'SF Express', exact: true }).click();
    await staff.locator('input[name=trackingNo]').fill(`SF${Date.now()}`);
    await staff.getByRole('dialog').getByRole('button', { name: copy.ship }).click();
    await expect(staff.getByText(copy.shipped).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
    await staffContext.close();

    // The member sees it shipped.
    const order = await apiGet<{ status: string }>(request, buyer.token, 'order/detail', { orderNo });
    expect(order.status).toBe('shipped');
    await loginAs(buyer);
    await page.goto(`${lang === 'zh' ? '' : '/en'}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(page.getByText(copy.shipped).first()).toBeVisible();
  });
}
