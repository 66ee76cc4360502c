import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { apiCall, apiGet } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';
import { placeOrder } from './support/orders.ts';
import { PAY_PWD } from './support/members.ts';

/**
 * From the order list: staff ship paid orders from pasted CSV lines (a good row ships, a bad one is refused with its
 * reason and ships nothing), then export the list as a CSV headed in the console's language. Any page error fails.
 */

const COPY = {
  zh: { orders: '订单', batch: '批量发货', send: '发货', summary: '已发货 1 个，未发货 1 个', refused: '未发货：这个订单号在文件中出现了两次', export: '导出', header: '订单号' },
  en: { orders: 'Orders', batch: 'Batch ship', send: 'Ship these orders', summary: '1 shipped, 1 refused', refused: 'Refused: This order number is in the file twice', export: 'Export', header: 'Order number' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff batch ship from pasted CSV lines and export the order list`, async ({ browser, request, buyer, seedGoods }) => {
    test.setTimeout(120_000);
    const copy = COPY[lang];
    const [goods] = await seedGoods({ stock: 5 });
    const orderNo = await placeOrder(request, buyer, goods.sku);
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });

    const context = await browser.newContext({ acceptDownloads: true });
    const staff = await context.newPage();
    const pageErrors: string[] = [];
    staff.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(staff, lang, await operator('staff'));
    await staff.getByRole('menuitem', { name: copy.orders, exact: true }).click();

    await staff.getByRole('button', { name: copy.batch, exact: true }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.locator('textarea[name=csv]').fill(`orderNo,trackingNo\n${orderNo},SF${Date.now()}\n${orderNo},SF2\n`);
    await dialog.getByRole('button', { name: copy.send, exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(copy.summary);
    await expect(dialog.locator('[data-batch-shipped=false]')).toContainText(copy.refused);
    const order = await apiGet<{ status: string; logistics: { carrier: string } }>(request, buyer.token, 'order/detail', { orderNo }, { lang: 'en' });
    expect(order).toMatchObject({ status: 'shipped', logistics: { carrier: 'SF Express' } });
    await dialog.getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close', exact: true }).click();

    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: copy.export }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain(copy.header);
    expect(csv).toContain(orderNo);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
}
