import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatCny } from '../../src/lib/money.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, apiGet, unique } from './support/api.ts';
import { addTwoSizes, consoleLogin, operator, searchConsoleList, writeRichText } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';

/**
 * An owner's week in the console, each step reached as an operator reaches it (menu → list → row → action):
 * goods made with a rich-text description, two SKUs (one with its own prices and picture) and a picture; put
 * at the top of a home shelf; a member orders both SKUs; the owner refunds one line from the order's row,
 * ships the other with a listed carrier and prints the packing slip; answers the member's review; exports the
 * orders and reads the file; grants the member VIP; reads today's trade on the dashboard; and finds each of
 * these in the audit log, in words. Every screen on the way is checked with axe; any page error fails.
 */

const COPY = {
  zh: {
    prefix: '', goods: '商品', create: '新建', category: '分类', tab: '简体中文', enTab: 'English', heading: '标题', bullets: '项目列表', bold: '加粗',
    addSpec: '添加规格', addValue: '添加规格值', everyCombination: '为每种组合添加 SKU', suggest: '建议价格', skuPicture: '此 SKU 的图片', save: '保存',
    shelves: '首页货架', shelf: '新品上架', find: '按货号或名称查找商品', add: '加入', top: '移到最前', saveShelf: '保存「新品上架」', shelfSaved: '货架已保存，首页已按新顺序展示',
    orders: '订单', refund: '退款', refundOne: '退款 1 件商品', refunded: '已退款', reason: '原因', ship: '发货', shipped: '待收货', sf: '顺丰速运', slip: '配货单', close: '关闭',
    reviews: '评价', goodsName: '商品名称', reply: '回复', shopContent: '商家回复', export: '导出', orderHeader: '订单号',
    members: '会员', search: '账号、邮箱或昵称', grant: '开通 VIP', months: '月数', vipUntil: 'VIP 至',
    dashboard: '概览', today: '今天', sales: '销售额', refunds: '退款',
    audit: '操作日志', operator: '操作员',
    actions: ['新建商品', '调整首页货架', '订单部分退款', '订单发货', '回复评价', '授予 VIP'],
  },
  en: {
    prefix: '/en', goods: 'Goods', create: 'Create', category: 'Category', tab: 'English', enTab: 'English', heading: 'Heading', bullets: 'Bulleted list', bold: 'Bold',
    addSpec: 'Add a specification', addValue: 'Add a value', everyCombination: 'Add a SKU for every combination', suggest: 'Suggest prices', skuPicture: 'Picture of this SKU', save: 'Save',
    shelves: 'Home shelves', shelf: 'New arrivals', find: 'Find goods by item number or name', add: 'Add', top: 'to the top', saveShelf: 'Save New arrivals', shelfSaved: 'Shelf saved; the home page shows it now',
    orders: 'Orders', refund: 'Refund', refundOne: 'Refund 1 line', refunded: 'Refunded', reason: 'Reason', ship: 'Ship', shipped: 'To be received', sf: 'SF Express', slip: 'Packing slip', close: 'Close',
    reviews: 'Reviews', goodsName: 'Goods name', reply: 'Reply', shopContent: "Shop's reply", export: 'Export', orderHeader: 'Order number',
    members: 'Members', search: 'Account, email or nickname', grant: 'Grant VIP', months: 'Months', vipUntil: 'VIP until',
    dashboard: 'Dashboard', today: 'Today', sales: 'Sales', refunds: 'Refunds',
    audit: 'Audit log', operator: 'Operator',
    actions: ['Goods created', 'Home shelf arranged', 'Order lines refunded', 'Order shipped', 'Review answered', 'VIP granted'],
  },
} as const;

const STATS = '/api/admin/dashboard/stats';

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return readFile(await download.path(), 'utf8');
}

const picture = (background: string) => sharp({ create: { width: 900, height: 900, channels: 3, background } }).png().toBuffer();

// Both languages arrange the same home shelf: one after the other, or the second save would meet the first.
test.describe.configure({ mode: 'serial' });

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: the operator's week, from new goods to the audit log`, async ({ request, buyer, page }) => {
    test.setTimeout(480_000);
    const copy = COPY[lang];
    const itemNo = `WEEK${unique()}`.toUpperCase();
    const names = { zh: `一周精油 ${itemNo}`, en: `Week oil ${itemNo}` };
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const owner = await operator('owner');
    await consoleLogin(page, lang, owner);
    await axeClean(page);

    // Goods: the list's create button; ¥100 (market ¥130, member ¥90), a picture, names in two languages.
    await page.getByRole('menuitem', { name: copy.goods, exact: true }).click();
    await axeClean(page);
    await page.getByRole('link', { name: copy.create, exact: true }).click();
    await expect(page.locator('input[name=itemNo]')).toBeVisible({ timeout: 20_000 });
    await page.locator('input[name=itemNo]').fill(itemNo);
    await page.getByRole('combobox', { name: copy.category }).click();
    await page.getByRole('option').nth(1).click();
    await page.locator('input[name=price]').fill('100');
    await page.locator('input[name=marketPrice]').fill('130');
    await page.locator('input[name=memberPrice]').fill('90');
    await page.locator('input[name=onShelf]').check();
    await page.getByTestId('goods-pictures').setInputFiles({ name: 'oil.png', mimeType: 'image/png', buffer: await picture('#af57ff') });
    await expect(page.locator('img[src^="/media/goods/"]')).toHaveCount(1, { timeout: 20_000 });
    await page.locator('input[name="texts.zh.name"]').fill(names.zh);
    await page.getByRole('tab', { name: copy.enTab, exact: true }).click();
    await page.locator('input[name="texts.en.name"]').fill(names.en);

    // The description in the console's language, as rich text: a heading, a list and bold words.
    await page.getByRole('tab', { name: copy.tab, exact: true }).click();
    const panel = page.locator(`#goods-texts-${lang}`);
    await panel.locator('.ProseMirror').click();
    await writeRichText(page, panel, copy, { heading: 'Highlights', items: ['Calming', 'Unscented'], bold: 'Made in small batches' });

    // Two sizes; the large one at ¥120 of its own, its market and member prices suggested, the member price
    // then set by hand, and its own picture.
    await addTwoSizes(page, copy, [5, 5]);
    await page.locator('input[name="skus.1.price"]').fill('120');
    await page.getByRole('button', { name: copy.suggest }).click();
    await expect(page.locator('input[name="skus.1.marketPrice"]')).toHaveValue('156');
    await expect(page.locator('input[name="skus.1.memberPrice"]')).toHaveValue('108');
    await page.locator('input[name="skus.1.memberPrice"]').fill('99.9');
    await page.getByTestId('sku-picture').nth(1).setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: await picture('#25cf7f') });
    await expect(page.getByRole('img', { name: copy.skuPicture })).toHaveCount(1, { timeout: 20_000 });
    await axeClean(page);
    await page.getByRole('button', { name: copy.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/goods\/\d+$/, { timeout: 20_000 });
    const goodsId = Number(/\/goods\/(\d+)$/.exec(page.url())![1]);

    // The shop shows the description as written and the large size's own prices and picture.
    const detail = await apiGet<{ description: string; skus: { id: number; price: number | null; memberPrice: number | null; marketPrice: number | null; picture: string | null }[] }>(
      request, '', 'goods/details', { id: goodsId }, { lang },
    );
    expect(detail.skus).toHaveLength(2);
    expect(detail.skus[1]).toMatchObject({ price: 12000, marketPrice: 15600, memberPrice: 9990, picture: expect.stringMatching(/^\/media\/goods\//) });
    expect(detail.skus[0]).toMatchObject({ price: null, picture: null });
    const shop = await page.context().newPage();
    await shop.goto(`${copy.prefix}/goods/details?id=${goodsId}`);
    const description = shop.locator('[data-description]');
    await expect(description.locator('h3')).toHaveText('Highlights');
    await expect(description.locator('li')).toHaveText(['Calming', 'Unscented']);
    await expect(description.locator('strong')).toHaveText('Made in small batches');

    // The home shelf: the new goods at its top, saved; the home page shows it there.
    await page.getByRole('menuitem', { name: copy.shelves }).click();
    const section = page.getByRole('region', { name: copy.shelf });
    await section.getByLabel(copy.find).fill(itemNo);
    await section.getByRole('listitem').filter({ has: page.getByText(itemNo, { exact: true }) }).getByRole('button', { name: copy.add }).click();
    await section.getByRole('button', { name: new RegExp(`${names[lang]}.*${copy.top}|${copy.top}.*${names[lang]}`) }).click();
    await axeClean(page);
    await section.getByRole('button', { name: copy.saveShelf }).click();
    await expect(page.getByText(copy.shelfSaved)).toBeVisible({ timeout: 20_000 });
    await shop.goto(`${copy.prefix}/`);
    await expect(shop.locator('[data-home-section=new] a:not([data-more])').first()).toContainText(names[lang]);
    await shop.close();

    // The member orders one of each size and pays.
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', {
      items: [{ skuId: detail.skus[0]!.id, quantity: 1 }, { skuId: detail.skus[1]!.id, quantity: 1 }],
      addressId: buyer.addressId,
      requestId: `e2e-${unique()}`,
    });
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });

    // The order's row: the small size refunded with a reason, the large one shipped with a listed carrier.
    await page.getByRole('menuitem', { name: copy.orders, exact: true }).click();
    await axeClean(page);
    await page.getByRole('row').filter({ hasText: orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}/show$`));
    const lines = page.locator('[data-order-line]');
    await expect(lines).toHaveCount(2);
    await axeClean(page);
    await page.getByRole('button', { name: copy.refund, exact: true }).click();
    const refund = page.getByRole('dialog');
    await refund.getByRole('checkbox').first().check();
    await refund.getByRole('textbox', { name: copy.reason }).fill('30 ml out of stock');
    await axeClean(page);
    await refund.getByRole('button', { name: copy.refundOne }).click();
    await expect(lines.first()).toContainText(copy.refunded);
    await page.getByRole('button', { name: copy.ship, exact: true }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByRole('option', { name: copy.sf, exact: true }).click();
    await page.getByRole('dialog').locator('input[name=trackingNo]').fill(`SF${Date.now()}`);
    await axeClean(page);
    await page.getByRole('dialog').getByRole('button', { name: copy.ship }).click();
    await expect(page.getByText(copy.shipped).first()).toBeVisible();

    // The packing slip lists the shipped line only.
    await page.getByRole('button', { name: copy.slip, exact: true }).click();
    const slip = page.locator('[data-print=slip]');
    await expect(slip).toContainText(orderNo);
    await expect(slip).toContainText(names[lang]);
    await expect(slip).toContainText(lang === 'zh' ? '100 毫升' : '100 ml');
    await expect(slip).not.toContainText(lang === 'zh' ? '30 毫升' : '30 ml');
    await axeClean(page);
    await page.getByRole('button', { name: copy.close, exact: true }).click();

    // The member receives the parcel and reviews it; the owner answers from the reviews list.
    await apiCall(request, buyer.token, 'order/confirmReceipt', { orderNo });
    const info = await apiGet<{ items: { id: number }[] }>(request, buyer.token, 'order/evaluateInfo', { orderNo });
    const reviewText = `Lovely scent ${itemNo}`;
    await apiCall(request, buyer.token, 'order/evaluate', { orderNo, items: [{ orderItemId: info.items[0]!.id, score: 5, content: reviewText, images: [], anonymous: false }] });
    await page.getByRole('menuitem', { name: copy.reviews, exact: true }).click();
    await page.getByRole('textbox', { name: copy.goodsName }).fill(itemNo);
    const reviewRow = page.getByRole('row').filter({ hasText: reviewText });
    await expect(reviewRow).toHaveCount(1);
    await axeClean(page);
    await reviewRow.getByRole('button', { name: copy.reply, exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: copy.shopContent, exact: true }).fill(`Thank you ${itemNo}`);
    await axeClean(page);
    await page.getByRole('dialog').getByRole('button', { name: copy.reply, exact: true }).click();
    await expect(reviewRow.getByText(`Thank you ${itemNo}`)).toBeVisible();

    // The orders export holds the order, headed in the console's language.
    await page.getByRole('menuitem', { name: copy.orders, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: orderNo })).toBeVisible();
    const csv = await downloaded(page, () => page.getByRole('button', { name: copy.export }).click());
    expect(csv.startsWith(`\uFEFF${copy.orderHeader}`)).toBe(true);
    expect(csv).toContain(`${orderNo},`);

    // VIP for the member, found by account from the members list.
    await page.getByRole('menuitem', { name: copy.members, exact: true }).click();
    await searchConsoleList(page, copy.search, buyer.account);
    const memberRow = page.getByRole('row').filter({ hasText: buyer.account });
    await expect(memberRow).toHaveCount(1);
    await axeClean(page);
    // The account's cell (the nickname, by default the account, reads the same).
    await memberRow.getByText(buyer.account, { exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/members\/\d+\/show$/);
    await page.getByRole('button', { name: copy.grant }).click();
    const vip = page.getByRole('dialog');
    await vip.getByRole('spinbutton', { name: copy.months }).fill('1');
    await vip.getByRole('textbox', { name: copy.reason }).fill('A week of good orders');
    await axeClean(page);
    await vip.getByRole('button', { name: copy.grant }).click();
    await expect(page.getByText(copy.vipUntil)).toBeVisible();
    await axeClean(page);

    // Today's trade on the dashboard is what the API counts, this order's sale and refund included.
    const todayStats = page.waitForResponse((r) => r.url().includes(STATS));
    await page.getByRole('menuitem', { name: copy.dashboard, exact: true }).click();
    await page.getByRole('button', { name: copy.today, exact: true }).click();
    const stats = (await (await todayStats).json()) as { data: { sales: number; refunds: { count: number; amount: number } } };
    expect(stats.data.sales).toBeGreaterThanOrEqual(12000);
    expect(stats.data.refunds.count).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('region', { name: copy.sales, exact: true })).toContainText(formatCny(stats.data.sales, lang));
    await expect(page.getByRole('region', { name: copy.refunds, exact: true })).toContainText(formatCny(stats.data.refunds.amount, lang));
    await axeClean(page);

    // The audit log, filtered to this owner: each of the week's actions, in words.
    await page.getByRole('menuitem', { name: copy.audit, exact: true }).click();
    await page.getByRole('combobox', { name: copy.operator, exact: true }).click();
    await page.getByRole('option', { name: owner, exact: true }).click();
    for (const action of copy.actions) await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orderNo }).first()).toBeVisible();
    await axeClean(page);
    expect(pageErrors).toEqual([]);
  });
}
