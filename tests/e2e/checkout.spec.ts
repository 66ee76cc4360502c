import type { Locator, Page } from '@playwright/test';
import { FREIGHT } from '../../src/config/freight.ts';
import { expect, test } from './fixtures.ts';
import { apiCall, apiGet, ops } from './support/api.ts';
import { COLOUR, SIZE, stockOf, type SeededGoods, type Sku } from './support/goods.ts';
import { PAY_PWD } from './support/members.ts';

/**
 * The whole purchase through the screens: two goods pages, the cart, the order confirmation with a
 * first address added in place, the cashier, then shipping by the operator and the member's receipt.
 */

interface Goods extends Sku {
  name: string;
  /** The specification dimensions as the page names them; the SKU's `values` index into them. */
  specs: { name: string; values: string[] }[];
}

/** One SKU of seeded goods, named in the page language. */
const inLanguage = (goods: SeededGoods, lang: 'zh' | 'en', sku: Sku = goods.sku): Goods => ({ ...sku, name: goods.name[lang], specs: goods.specs[lang] });

const LOCALES = [
  {
    prefix: '',
    lang: 'zh',
    addToCart: '加入购物车',
    quantity: '数量',
    increase: '增加数量',
    added: '已加入购物车',
    goToCart: '去购物车',
    decrease: '减少数量',
    select: '选择',
    checkout: '去结算',
    addressRequired: '请设置或选择收货地址',
    addressTitle: '收货地址',
    addAddress: '新增收货地址',
    name: '收货人',
    mobile: '手机号码',
    province: '省份',
    city: '城市',
    district: '区/县',
    region: ['广东省', '深圳市', '南山区'],
    deliverTo: '广东省 深圳市 南山区 科技园南路 88 号',
    detail: '详细地址',
    save: '保存',
    addressAdded: '添加成功',
    submit: '提交订单',
    submitted: '订单提交成功，只差付款了',
    cashier: '收银台',
    payPwd: '支付密码',
    pay: /^确认支付/,
    toShip: '待发货',
    toReceive: '待收货',
    toEvaluate: '待评价',
    confirmReceipt: '确认收货',
  },
  {
    prefix: '/en',
    lang: 'en',
    addToCart: 'Add to cart',
    quantity: 'Quantity',
    increase: 'Increase quantity',
    added: 'Added to cart',
    goToCart: 'Go to cart',
    decrease: 'Decrease quantity',
    select: 'Select',
    checkout: 'Check out',
    addressRequired: 'Please set or select a shipping address',
    addressTitle: 'Shipping address',
    addAddress: 'Add shipping address',
    name: 'Consignee',
    mobile: 'Mobile number',
    province: 'Province',
    city: 'City',
    district: 'District',
    region: ['Guangdong', 'Shenzhen', 'Nanshan District'],
    deliverTo: 'Guangdong, Shenzhen, Nanshan District, 科技园南路 88 号',
    detail: 'Detailed address',
    save: 'Save',
    addressAdded: 'Added successfully',
    submit: 'Place order',
    submitted: 'Order submitted; only payment is left',
    cashier: 'Checkout',
    payPwd: 'Payment password',
    pay: /^Pay /,
    toShip: 'To be shipped',
    toReceive: 'To be received',
    toEvaluate: 'To be evaluated',
    confirmReceipt: 'Confirm receipt',
  },
] as const;

/** Opens a goods page, picks the SKU's value in every specification, and sets the quantity by its + button. */
async function chooseOnGoodsPage(page: Page, l: (typeof LOCALES)[number], goods: Goods, quantity: number) {
  await page.goto(`${l.prefix}/goods/details?id=${goods.goodsId}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  for (const [dim, spec] of goods.specs.entries()) {
    await page.getByRole('radiogroup', { name: spec.name, exact: true }).getByRole('radio', { name: spec.values[goods.values[dim]!]!, exact: true }).check();
  }
  for (let n = 1; n < quantity; n += 1) await page.getByRole('button', { name: l.increase }).click();
  await expect(page.getByRole('spinbutton', { name: l.quantity, exact: true })).toHaveValue(String(quantity));
  await page.getByRole('button', { name: l.addToCart }).click();
  const added = page.locator('[data-cart-added]');
  await expect(added).toContainText(l.added);
  await added.getByRole('link', { name: l.goToCart }).click();
  await page.waitForURL(`**${l.prefix}/goods/shoppingCar`);
}

const fen = async (locator: Locator) => Number(await locator.getAttribute('data-price'));
const lineOf = (page: Page, goods: Goods) => page.locator('[data-cart-line]').filter({ has: page.getByRole('link', { name: goods.name, exact: true }) });
const badge = (page: Page) => page.locator('[data-order-status] [data-status]');
const cartCount = (page: Page) => page.locator('header [data-cart-count]');

test.use({ memberSetup: { email: true, payPwd: true, balanceYuan: 500 } });

for (const l of LOCALES) {
  test(`${l.lang}: a new member buys two goods through the cart, adds an address at checkout, pays and receives them`, async ({ page, request, member, loginAs, seedGoods }) => {
    test.setTimeout(90_000);
    // Goods that charge freight; the first has two specifications and is bought in its last combination.
    const seeded = await seedGoods({ price: 3290, memberPrice: 2990, specs: [COLOUR, SIZE], stock: 40 }, { price: 4590, specs: [SIZE], stock: 40 }, { price: 6990 });
    const [a, b, kept] = [inLanguage(seeded[0], l.lang, seeded[0].skus.at(-1)!), inLanguage(seeded[1], l.lang), inLanguage(seeded[2], l.lang)];
    // A line already in the cart that the member leaves there.
    await apiCall(request, member.token, 'cart/add', { goodsId: kept.goodsId, skuId: kept.skuId, quantity: 1 });
    await loginAs(member);

    await chooseOnGoodsPage(page, l, a, 2);
    await expect(cartCount(page)).toHaveText('2');
    await chooseOnGoodsPage(page, l, b, 1);
    await expect(cartCount(page)).toHaveText('3');
    await expect(page.locator('[data-cart-line]')).toHaveCount(3);
    await expect(lineOf(page, a).getByRole('spinbutton')).toHaveValue('2');

    // One unit of the first goods is enough; the kept line stays out of this order.
    await lineOf(page, a).getByRole('button', { name: l.decrease }).click();
    await expect(lineOf(page, a).getByRole('spinbutton')).toHaveValue('1');
    await lineOf(page, kept).getByRole('checkbox', { name: `${l.select} ${kept.name}` }).uncheck();
    const lines = [a, b].map((g) => lineOf(page, g).locator('td:nth-child(5) [data-price]'));
    const cartTotal = page.locator('[data-cart-summary] [data-price]');
    await expect.poll(async () => (await fen(cartTotal)) - (await fen(lines[0]!)) - (await fen(lines[1]!))).toBe(0);
    const total = await fen(cartTotal);
    expect(total).toBeGreaterThan(0);

    await page.getByRole('link', { name: l.checkout }).click();
    await page.waitForURL(`**${l.prefix}/goods/confirmOrder?cartIds=*`);
    const summary = page.locator('[data-checkout-summary]');
    await expect(page.locator('[data-checkout-line]')).toHaveCount(2);
    await expect(page.locator('[data-address-empty]')).toContainText(l.addressRequired);
    await expect(summary.locator('[data-goods-amount] [data-price]')).toHaveAttribute('data-price', String(total));
    await expect(summary.locator('[data-freight]')).toHaveAttribute('data-freight', 'pending');
    await page.getByRole('button', { name: l.submit }).click();
    await expect(summary.getByRole('alert')).toHaveText(l.addressRequired);

    await page.getByRole('button', { name: l.addAddress }).click();
    const dialog = page.getByRole('dialog', { name: l.addAddress });
    await dialog.getByLabel(l.name, { exact: true }).fill('王小明');
    await dialog.getByLabel(l.mobile, { exact: true }).fill('13912345678');
    await dialog.getByLabel(l.province, { exact: true }).selectOption({ label: l.region[0] });
    await dialog.getByLabel(l.city, { exact: true }).selectOption({ label: l.region[1] });
    await dialog.getByLabel(l.district, { exact: true }).selectOption({ label: l.region[2] });
    await dialog.getByLabel(l.detail, { exact: true }).fill('科技园南路 88 号');
    await dialog.getByRole('button', { name: l.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByText(l.addressAdded)).toBeVisible();
    const chosen = page.getByRole('radiogroup', { name: l.addressTitle }).getByRole('radio');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toBeChecked();
    await expect(summary.locator('[data-deliver-to]')).toContainText(l.deliverTo);

    // Shenzhen pays the standard fee unless the goods reach the free-shipping threshold.
    const freight = total >= FREIGHT.freeThreshold! ? 0 : FREIGHT.fees.standard;
    await expect(summary.locator('[data-freight]')).toHaveAttribute('data-freight', freight ? 'charged' : 'free');
    if (freight) await expect(summary.locator('[data-freight] [data-price]')).toHaveAttribute('data-price', String(freight));
    await expect(summary.locator('[data-pay-amount]')).toHaveAttribute('data-pay-amount', String(total + freight));

    await page.getByRole('button', { name: l.submit }).click();
    await page.waitForURL(`**${l.prefix}/pay?orderNo=*`);
    await expect(page.getByRole('status').getByText(l.submitted)).toBeVisible();
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.cashier);
    await expect(page.locator(`[data-cashier="payable"] [data-fen="${total + freight}"]`).first()).toBeVisible();

    await page.getByLabel(l.payPwd, { exact: true }).fill(PAY_PWD);
    await page.getByRole('button', { name: l.pay }).click();
    await page.waitForURL(`**${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(badge(page)).toHaveText(l.toShip);
    await expect(cartCount(page)).toHaveText('1');

    // The money, the stock and the cart all moved with the order.
    const info = await apiGet<{ balance: number }>(request, member.token, 'member/getMemberInfo');
    expect(info.balance).toBe(500_00 - (total + freight));
    expect(await stockOf(request, a)).toBe(39);
    expect(await stockOf(request, b)).toBe(39);
    const cart = await apiGet<{ list: { skuId: number }[] }>(request, member.token, 'cart/list');
    expect(cart.list.map((line) => line.skuId)).toEqual([kept.skuId]);

    await ops('ship', orderNo, 'SF', 'SF123');
    await page.reload();
    await expect(badge(page)).toHaveText(l.toReceive);
    await page.locator('[data-order-status]').getByRole('button', { name: l.confirmReceipt }).click();
    await page.getByRole('dialog', { name: l.confirmReceipt }).getByRole('button', { name: l.confirmReceipt }).click();
    await expect(badge(page)).toHaveText(l.toEvaluate);
  });
}
