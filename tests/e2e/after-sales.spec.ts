import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { apiCall, apiGet, ops } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';
import { placeOrder } from './support/orders.ts';

/**
 * After-sales per order line as a member uses it (decision 104): from a received order's line, a return and refund
 * with a reason from the shop's list, a note and a picture; the request's page follows it through the shop's
 * approval, the parcel sent back and the refund that lands on the balance.
 */

const COPY = {
  zh: { prefix: '', apply: '申请售后', type: '退货退款', reason: '原因', damaged: '收到时已损坏', note: '补充说明（选填）', add: '为售后申请添加图片', submit: '提交申请', waiting: '等待商城处理', approved: '已同意，请寄回商品', carrier: '快递公司', tracking: '快递单号', save: '提交物流信息', returning: '退货在途，等待商城签收', refunded: '已退款到余额', list: '我的售后' },
  en: { prefix: '/en', apply: 'After-sales', type: 'Return and refund', reason: 'Reason', damaged: 'Arrived damaged', note: 'Note (optional)', add: 'Add pictures to your request', submit: 'Send request', waiting: 'Waiting for the shop', approved: 'Approved: send the item back', carrier: 'Carrier', tracking: 'Tracking number', save: 'Save the parcel', returning: 'On its way back to the shop', refunded: 'Refunded to your balance', list: 'My after-sales requests' },
  ar: { prefix: '/ar', apply: 'ما بعد البيع', type: 'إرجاع واسترداد', reason: 'السبب', damaged: 'وصل تالفًا', note: 'ملاحظة (اختياري)', add: 'أضف صورًا إلى طلبك', submit: 'أرسل الطلب', waiting: 'بانتظار المتجر', approved: 'تمت الموافقة: أعد إرسال المنتج', carrier: 'شركة الشحن', tracking: 'رقم التتبع', save: 'احفظ بيانات الشحنة', returning: 'في الطريق إلى المتجر', refunded: 'تم الاسترداد إلى رصيدك', list: 'طلبات ما بعد البيع' },
} as const;

const CONSOLE = {
  zh: { menu: '售后', approve: '同意', receive: '已收到退货：退款', approvedState: '已同意，请寄回商品', refundedState: '已退款到余额' },
  en: { menu: 'After-sales', approve: 'Approve', receive: 'Parcel received: refund', approvedState: 'Approved: send the item back', refundedState: 'Refunded to your balance' },
} as const;

/** The staff member's console, as they work it: After-sales → the request's row → the action, confirmed in its dialog. */
async function shopDecides(console: Page, lang: keyof typeof CONSOLE, orderNo: string, action: 'approve' | 'receive') {
  const words = CONSOLE[lang];
  await console.getByRole('menuitem', { name: words.menu, exact: true }).click();
  await console.getByRole('row').filter({ hasText: orderNo }).getByText(orderNo).click();
  await expect(console).toHaveURL(/\/admin\/after-sales\/\d+\/show$/);
  await console.getByRole('button', { name: words[action], exact: true }).click();
  await console.getByRole('dialog').getByRole('button', { name: words[action], exact: true }).click();
  await expect(console.locator('[data-after-sales-status]')).toHaveText(action === 'approve' ? words.approvedState : words.refundedState);
}

for (const [lang, copy] of Object.entries(COPY)) {
  test(`${lang}: a member returns a damaged item from a received order and gets the money back on the balance`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const [goods] = await seedGoods({});
    const orderNo = await placeOrder(request, buyer, goods.sku);
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    await ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
    await apiCall(request, buyer.token, 'order/confirmReceipt', { orderNo });

    await loginAs(buyer);
    await page.goto(`${copy.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: copy.apply, exact: true }).click();
    await expect(page).toHaveURL(/\/mine\/afterSales\/apply\?/);
    await expect(page.locator('[data-after-sales-type]')).toHaveText(copy.type);
    await page.getByLabel(copy.reason, { exact: true }).selectOption({ label: copy.damaged });
    await page.getByRole('textbox', { name: copy.note }).fill('Cap cracked in transit');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#af57ff' } }).png().toBuffer();
    await page.getByLabel(copy.add).setInputFiles([{ name: 'crack.png', mimeType: 'image/png', buffer: png }]);
    await expect(page.locator('img[src^="/uploads/"]')).toHaveCount(1);
    await page.getByRole('button', { name: copy.submit }).click();

    await expect(page).toHaveURL(/\/mine\/afterSales\/detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.locator('[data-after-sales-status]')).toHaveText(copy.waiting);
    await expect(page.locator('[data-reason]')).toHaveText(copy.damaged);

    // Staff approve in the console; the member sends the parcel back.
    const consoleLang = lang === 'zh' ? 'zh' : 'en';
    const console = await page.context().newPage();
    await consoleLogin(console, consoleLang, await operator('staff'));
    await shopDecides(console, consoleLang, orderNo, 'approve');
    await page.reload();
    await expect(page.locator('[data-after-sales-status]')).toHaveText(copy.approved);
    await page.getByLabel(copy.carrier, { exact: true }).fill('SF Express');
    await page.getByLabel(copy.tracking, { exact: true }).fill('SF20261128');
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.locator('[data-after-sales-status]')).toHaveText(copy.returning);

    // The parcel arrives: the money is on the balance, and the request says so.
    const before = (await apiGet<{ balance: number }>(request, buyer.token, 'member/getMemberInfo')).balance;
    await shopDecides(console, consoleLang, orderNo, 'receive');
    await page.reload();
    await expect(page.locator('[data-after-sales-status]')).toHaveText(copy.refunded);
    const after = (await apiGet<{ balance: number }>(request, buyer.token, 'member/getMemberInfo')).balance;
    expect(after).toBeGreaterThan(before);

    // The personal centre lists it.
    await page.getByRole('link', { name: copy.list, exact: true }).first().click();
    await expect(page.locator(`[data-after-sales-row="${id}"] [data-after-sales-status]`)).toHaveText(copy.refunded);
    expect(errors).toEqual([]);
  });
}
