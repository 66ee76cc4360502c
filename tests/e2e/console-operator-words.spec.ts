import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiCall, unique } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';

/**
 * Staff tell the member about an order by choosing from lists (decision 092): from the dashboard to the orders and
 * the order's row, a parcel update "arrived at" a city chosen from the region tree with a note, and an unpaid order
 * closed for "other", which the form refuses until a note is written. The member then reads both in another
 * language than the console's. Any page error fails the test.
 */

const COPY = {
  zh: {
    orders: '订单', ship: '发货', sf: '顺丰速运', update: '添加物流动态', event: '物流事件', arrived: '到达某城市', province: '省份', city: '包裹到达的城市',
    shanghai: '上海市', note: '操作员备注（选填）', arrivedText: '包裹已到达上海市（商家备注：', cancel: '取消订单', reason: '原因', other: '其他', noteRequired: '选择“其他”时请填写备注', otherText: '其他原因（商家备注：',
  },
  en: {
    orders: 'Orders', ship: 'Ship', sf: 'SF Express', update: 'Add parcel update', event: 'Parcel event', arrived: 'Arrived at a city', province: 'Province', city: 'City the parcel arrived in',
    shanghai: 'Shanghai', note: 'Operator’s note (optional)', arrivedText: "The parcel has arrived in Shanghai (shop's note: ", cancel: 'Cancel order', reason: 'Reason', other: 'Other', noteRequired: 'Please add a note when you choose “Other”', otherText: "Other reason (shop's note: ",
  },
} as const;

/** The member's language for each console language, and what they read there. */
const READER = {
  zh: { lang: 'ar', arrived: ['وصل الطرد إلى', 'شانغهاي', 'ملاحظة المتجر'], other: 'سبب آخر' },
  en: { lang: 'ru', arrived: ['Посылка прибыла в город Шанхай', 'примечание магазина'], other: 'Другая причина' },
} as const;

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openOrder(page: Page, orders: string, orderNo: string) {
  await page.getByRole('menuitem', { name: orders, exact: true }).click();
  await page.getByRole('row').filter({ hasText: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}/show$`));
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff choose a parcel update and a close reason with notes; the member reads them in ${READER[lang].lang}`, async ({ browser, request, buyer, loginAs, page, seedGoods }) => {
    test.setTimeout(180_000);
    const copy = COPY[lang];
    const reader = READER[lang];
    const [goods] = await seedGoods({ stock: 5 });
    const place = async () =>
      (await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: goods!.skus[0]!.skuId, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` })).orderNo;
    const shipped = await place();
    await apiCall(request, buyer.token, 'order/pay', { orderNo: shipped, payPwd: PAY_PWD });
    const unpaid = await place();
    const note = `e2e ${lang} hub ${unique()}`.slice(0, 40);

    const context = await browser.newContext();
    const staff = await context.newPage();
    const pageErrors: string[] = [];
    staff.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(staff, lang, await operator('staff'));

    // Ship, then tell the member the parcel arrived in Shanghai, with a note.
    await openOrder(staff, copy.orders, shipped);
    await staff.getByRole('button', { name: copy.ship, exact: true }).click();
    await staff.getByRole('dialog').getByRole('combobox').click();
    await staff.getByRole('option', { name: copy.sf, exact: true }).click();
    await staff.getByRole('dialog').locator('input[name=trackingNo]').fill(`SF${Date.now()}`);
    await staff.getByRole('dialog').getByRole('button', { name: copy.ship }).click();
    await expect(staff.getByRole('dialog')).toBeHidden();
    await staff.getByRole('button', { name: copy.update, exact: true }).click();
    await choose(staff, copy.event, copy.arrived);
    await choose(staff, copy.province, copy.shanghai);
    await choose(staff, copy.city, copy.shanghai);
    await staff.getByRole('dialog').getByRole('textbox', { name: copy.note }).fill(note);
    await staff.getByRole('dialog').getByRole('button', { name: copy.update }).click();
    await expect(staff.getByRole('dialog')).toBeHidden();
    await expect(staff.getByText(`${copy.arrivedText}${note}`, { exact: false }).first()).toBeVisible();

    // Close the unpaid order for "other": refused without a note, closed with one.
    await openOrder(staff, copy.orders, unpaid);
    await staff.getByRole('button', { name: copy.cancel, exact: true }).click();
    await choose(staff, copy.reason, copy.other);
    await staff.getByRole('dialog').getByRole('button', { name: copy.cancel }).click();
    await expect(staff.getByRole('dialog').getByText(copy.noteRequired)).toBeVisible();
    await staff.getByRole('dialog').getByRole('textbox', { name: copy.note }).fill(note);
    await staff.getByRole('dialog').getByRole('button', { name: copy.cancel }).click();
    await expect(staff.getByRole('dialog')).toBeHidden();
    await expect(staff.getByText(`${copy.otherText}${note}`, { exact: false }).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
    await context.close();

    // The member reads both in their own language; the note as the shop wrote it.
    await loginAs(buyer);
    await page.goto(`/${reader.lang}/mine/myOrder/details?orderNo=${shipped}`);
    const progress = page.locator(`[data-order-detail="${shipped}"]`);
    for (const words of reader.arrived) await expect(progress).toContainText(words);
    await expect(progress).toContainText(note);
    await page.goto(`/${reader.lang}/mine/myOrder/details?orderNo=${unpaid}`);
    await expect(page.locator(`[data-order-detail="${unpaid}"]`)).toContainText(reader.other);
    await expect(page.locator(`[data-order-detail="${unpaid}"]`)).toContainText(note);
  });
}
