import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SIZE } from './support/goods.ts';
import { placeOrder } from './support/orders.ts';

/**
 * One pricing rule behind every label: a specification with its own price keeps the goods' member price
 * and struck market price (scaled to it) on the goods page, in the cart, on the confirm page and on every
 * order screen (list, detail, cashier, cancel), which show the label and market price kept with the order.
 */

/** The unit price of an order line: amount charged, its label and the struck market price (null: none shown). */
async function expectOrderLine(line: Locator, want: { fen: number; label: string; market: number | null }) {
  const price = line.locator('[data-unit-price]');
  await expect(price.locator(':scope > span[data-fen]')).toHaveAttribute('data-fen', String(want.fen));
  await expect(price.locator('[data-unit-price-label]')).toHaveText(want.label);
  if (want.market === null) await expect(price.locator('del')).toHaveCount(0);
  else await expect(price.locator('del')).toHaveAttribute('data-fen', String(want.market));
}

const orderLine = (page: Page, scope: string, skuId: number) => page.locator(`${scope} [data-order-item="${skuId}"]`);

// Goods price 129.00, member price 99.00, market price 167.70 (129 × 1.3); the medium size costs 159.00.
const PRICE = 12900;
const MEMBER = 9900;
const MEDIUM = 15900;
const scaled = (fen: number) => Math.round((fen * MEDIUM) / PRICE);

test('zh: a specification with its own price keeps the member and market prices on the goods page, in the cart, at checkout and on the order', async ({ page, buyer, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({ price: PRICE, memberPrice: MEMBER, specs: [SIZE], skuPrices: [null, MEDIUM, null] });
  await loginAs(buyer);
  await page.goto(`/goods/details?id=${goods.goodsId}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('radio', { name: '中号', exact: true }).check();

  const block = page.locator('[data-price-block]');
  await expect(block.locator('dt').first()).toHaveText('会员价');
  await expect(block.locator('dd [data-price]').first()).toHaveAttribute('data-price', String(scaled(MEMBER)));
  await expect(block.locator('del[data-price]')).toHaveAttribute('data-price', String(scaled(Math.round(PRICE * 1.3))));
  await expect(block.locator('dt', { hasText: '售价' })).toBeVisible();

  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.locator('[data-cart-added]')).toBeVisible();
  await page.goto('/goods/shoppingCar');
  const line = page.locator('[data-cart-line]');
  await expect(line.locator('[data-unit-price] > span[data-price]')).toHaveAttribute('data-price', String(scaled(MEMBER)));
  await expect(line.locator('[data-unit-price-label]')).toHaveText('会员价');
  await expect(line.locator('[data-unit-price] del')).toHaveAttribute('data-price', String(scaled(Math.round(PRICE * 1.3))));

  await page.getByRole('link', { name: '去结算' }).click();
  await page.waitForURL('**/goods/confirmOrder?cartIds=*');
  const checkoutLine = page.locator('[data-checkout-line]');
  await expect(checkoutLine.locator('[data-unit-price-label]')).toHaveText('会员价');
  await expect(checkoutLine.locator('[data-unit-price] > span[data-price]')).toHaveAttribute('data-price', String(scaled(MEMBER)));

  // The order says what the confirm page said: member price, scaled, with the scaled market price struck.
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL('**/pay?orderNo=*');
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const medium = goods.skus[1]!.skuId;
  const want = { fen: scaled(MEMBER), label: '会员价', market: scaled(Math.round(PRICE * 1.3)) };
  await expectOrderLine(orderLine(page, '[data-cashier]', medium), want);
  await page.goto(`/mine/myOrder/details?orderNo=${orderNo}`);
  await expectOrderLine(orderLine(page, '#order-goods-title + table', medium), want);
});

test('zh: goods without a member price say "售价" on the order list, the detail, the cashier and the cancel page', async ({ page, request, buyer, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({ price: 8900 });
  const orderNo = await placeOrder(request, buyer, goods.sku, 2);
  await loginAs(buyer);
  const want = { fen: 8900, label: '售价', market: Math.round(8900 * 1.3) };

  await page.goto('/mine/myOrder/list');
  await expectOrderLine(orderLine(page, `[data-order="${orderNo}"]`, goods.sku.skuId), want);
  await page.goto(`/mine/myOrder/details?orderNo=${orderNo}`);
  await expectOrderLine(orderLine(page, '#order-goods-title + table', goods.sku.skuId), want);
  await page.goto(`/pay?orderNo=${orderNo}`);
  await expectOrderLine(orderLine(page, '[data-cashier]', goods.sku.skuId), want);
  await page.goto(`/mine/myOrder/cancel?orderNo=${orderNo}`);
  await expectOrderLine(orderLine(page, 'main', goods.sku.skuId), want);
  await expect(page.locator('main').getByText('会员价')).toHaveCount(0);
});

test('ar: a member who bought at the member price sees "سعر الأعضاء" on the order detail and list', async ({ page, request, buyer, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({ price: PRICE, memberPrice: MEMBER });
  const orderNo = await placeOrder(request, buyer, goods.sku);
  await loginAs(buyer);
  const want = { fen: MEMBER, label: 'سعر الأعضاء', market: Math.round(PRICE * 1.3) };
  await page.goto(`/ar/mine/myOrder/details?orderNo=${orderNo}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectOrderLine(orderLine(page, '#order-goods-title + table', goods.sku.skuId), want);
  await page.goto('/ar/mine/myOrder/list');
  await expectOrderLine(orderLine(page, `[data-order="${orderNo}"]`, goods.sku.skuId), want);
});

test('en: goods without a member price say "Price", never "Member price", in the cart', async ({ page, member, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({ price: 8900 });
  await loginAs(member);
  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('[data-price-block] dt').first()).toHaveText('Price');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('[data-cart-added]')).toBeVisible();
  await page.goto('/en/goods/shoppingCar');
  const line = page.locator('[data-cart-line]');
  await expect(line.locator('[data-unit-price] > span[data-price]')).toHaveAttribute('data-price', '8900');
  await expect(line.locator('[data-unit-price-label]')).toHaveText('Price');
  await expect(line.locator('[data-unit-price] del')).toHaveAttribute('data-price', String(Math.round(8900 * 1.3)));
});
