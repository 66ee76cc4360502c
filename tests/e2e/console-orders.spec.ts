import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { formatCny } from '../../src/lib/money.ts';
import { apiCall, apiGet, unique } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';
import { SIZE } from './support/goods.ts';
import { PAY_PWD } from './support/members.ts';

/**
 * Staff work an order from the console as they get to it (dashboard → orders → the order's row): refund one of its
 * two lines, ship the other with a carrier from the list, correct the tracking number, print the packing slip and
 * the invoice, each on one A4 page without the console around it; the member then reads the carrier in their language with a tracking
 * link and sees which line was refunded. Any page error fails the test.
 */

const COPY = {
  zh: { orders: '订单', goods: '商品', refund: '退款', refundOne: '退款 1 件商品', refunded: '已退款', ship: '发货', toShip: '待发货', shipped: '待收货', sf: '顺丰速运', zto: '中通快递', correct: '更正快递信息', slip: '配货单', invoice: '销售单', refundedLine: '已退款', refundedSoFar: '已退金额', paid: '实付', close: '关闭', track: '在快递公司网站查询', reason: '原因' },
  en: { orders: 'Orders', goods: 'Goods', refund: 'Refund', refundOne: 'Refund 1 line', refunded: 'Refunded', ship: 'Ship', toShip: 'To be shipped', shipped: 'To be received', sf: 'SF Express', zto: 'ZTO Express', correct: 'Correct shipment', slip: 'Packing slip', invoice: 'Invoice', refundedLine: 'refunded', refundedSoFar: 'Refunded so far', paid: 'Paid', close: 'Close', track: "Track on the carrier's site", reason: 'Reason' },
} as const;

async function chooseCarrier(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The parcel's sender name when PARCEL_SENDER is not set. */
const PARCEL_SENDER = 'OM Trading';

/** Pages in a PDF file: its page objects (not the /Pages tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff refund a line, ship with a listed carrier, correct the tracking number and print the slip`, async ({ browser, request, buyer, loginAs, page, seedGoods }) => {
    test.setTimeout(150_000);
    const copy = COPY[lang];
    const [goods] = await seedGoods({ specs: [SIZE], stock: 5 });
    const [small, medium] = goods.skus;
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', {
      items: [{ skuId: small!.skuId, quantity: 1 }, { skuId: medium!.skuId, quantity: 2 }],
      addressId: buyer.addressId,
      requestId: `e2e-${unique()}`,
    });
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    const paid = await apiGet<{ payAmount: number; items: { amount: number }[] }>(request, buyer.token, 'order/detail', { orderNo }, { lang });

    const context = await browser.newContext();
    const staff = await context.newPage();
    const pageErrors: string[] = [];
    staff.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(staff, lang, await operator('staff'));
    await staff.getByRole('menuitem', { name: copy.orders, exact: true }).click();
    await staff.getByRole('row').filter({ hasText: orderNo }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/orders/${orderNo}/show$`));

    // The lines are named in the console's language and headed with words, not a button's label.
    const lines = staff.locator('[data-order-line]');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(goods.name[lang]);
    await expect(lines.first()).toContainText(goods.specs[lang][0]!.values[0]!);
    await expect(staff.getByRole('columnheader', { name: copy.goods, exact: true })).toBeVisible();
    expect(await staff.getByRole('columnheader').allInnerTexts()).not.toContain(copy.refund);
    expect(await seriousViolations(staff)).toEqual([]);

    // Refund the small one: its line says refunded, the order still waits to be shipped.
    await staff.getByRole('button', { name: copy.refund, exact: true }).click();
    const refund = staff.getByRole('dialog');
    await refund.getByRole('checkbox').first().check();
    await refund.getByRole('textbox', { name: copy.reason }).fill(`e2e ${lang}: out of stock`);
    await refund.getByRole('button', { name: copy.refundOne }).click();
    await expect(lines.first()).toContainText(copy.refunded);
    await expect(lines.nth(1)).not.toContainText(copy.refunded);
    await expect(staff.getByText(copy.toShip).first()).toBeVisible();

    // Ship the rest with a carrier from the list, then correct the tracking number.
    await staff.getByRole('button', { name: copy.ship, exact: true }).click();
    await chooseCarrier(staff, copy.sf);
    await staff.getByRole('dialog').locator('input[name=trackingNo]').fill(`SF${Date.now()}`);
    await staff.getByRole('dialog').getByRole('button', { name: copy.ship }).click();
    await expect(staff.getByText(copy.shipped).first()).toBeVisible();
    await expect(staff.getByText(copy.sf).first()).toBeVisible();
    const tracking = `ZT${Date.now()}`;
    await staff.getByRole('button', { name: copy.correct, exact: true }).click();
    await chooseCarrier(staff, copy.zto);
    await staff.getByRole('dialog').locator('input[name=trackingNo]').fill(tracking);
    await staff.getByRole('dialog').getByRole('button', { name: copy.correct }).click();
    await expect(staff.getByText(tracking).first()).toBeVisible();
    await expect(staff.getByText(copy.zto).first()).toBeVisible();

    // The packing slip: lines, quantities, specifications and the address, no prices; printed alone on one A4 page.
    await staff.getByRole('button', { name: copy.slip, exact: true }).click();
    const slip = staff.locator('[data-print=slip]');
    await expect(slip).toContainText(orderNo);
    await expect(slip).toContainText(goods.name[lang]);
    await expect(slip).toContainText(goods.specs[lang][0]!.values[1]!);
    await expect(slip).not.toContainText(goods.specs[lang][0]!.values[0]!);
    await expect(slip).not.toContainText(/[¥$]\s?\d/);
    await expect(slip.locator('[data-parcel-note]')).toContainText(PARCEL_SENDER);
    await staff.emulateMedia({ media: 'print' });
    await expect(slip).toBeVisible();
    await expect(staff.getByRole('menuitem').first()).toBeHidden();
    await expect(staff.getByRole('button', { name: copy.close, exact: true })).toBeHidden();
    const box = await slip.boundingBox();
    expect(box!.height).toBeLessThan(((297 - 28) / 25.4) * 96);
    expect(pdfPages(await staff.pdf({ format: 'A4' }))).toBe(1);
    await staff.emulateMedia({ media: 'screen' });
    await staff.getByRole('button', { name: copy.close, exact: true }).click();

    // The invoice: every line with its price, the refunded one marked, what was paid and refunded; one A4 page.
    await staff.getByRole('button', { name: copy.invoice, exact: true }).click();
    const invoice = staff.locator('[data-print=invoice]');
    await expect(invoice).toContainText(orderNo);
    await expect(invoice.locator('tr').filter({ hasText: goods.name[lang] })).toHaveCount(2);
    await expect(invoice.locator('tr').filter({ hasText: `(${copy.refundedLine})` })).toHaveCount(1);
    for (const item of paid.items) await expect(invoice).toContainText(formatCny(item.amount, lang));
    await expect(invoice.locator('tr').filter({ hasText: copy.paid })).toContainText(formatCny(paid.payAmount, lang));
    await expect(invoice.locator('tr').filter({ hasText: copy.refundedSoFar })).toContainText(formatCny(paid.items[0]!.amount, lang));
    await staff.emulateMedia({ media: 'print' });
    await expect(staff.getByRole('menuitem').first()).toBeHidden();
    expect(pdfPages(await staff.pdf({ format: 'A4' }))).toBe(1);
    await staff.emulateMedia({ media: 'screen' });
    await staff.getByRole('button', { name: copy.close, exact: true }).click();
    expect(pageErrors).toEqual([]);
    await context.close();

    // The member reads the carrier in their language with its tracking link, and which line was refunded.
    const detail = await apiGet<{ status: string; logistics: { carrier: string; trackingNo: string } }>(request, buyer.token, 'order/detail', { orderNo }, { lang });
    expect(detail).toMatchObject({ status: 'shipped', logistics: { carrier: copy.zto, trackingNo: tracking } });
    await loginAs(buyer);
    await page.goto(`${lang === 'zh' ? '' : '/en'}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(page.getByText(copy.zto).first()).toBeVisible();
    await expect(page.getByRole('link', { name: copy.track })).toHaveAttribute('href', new RegExp(tracking));
    await expect(page.locator('[data-item-refunded]')).toHaveCount(1);
    await expect(page.locator('[data-parcel-sender]')).toHaveText(PARCEL_SENDER);
  });
}
