import { expect, test } from './fixtures.ts';
import { SIZE } from './support/goods.ts';

/**
 * One pricing rule behind every label: a specification with its own price keeps the goods' member price
 * and struck market price (scaled to it) on the goods page, in the cart and on the confirm page.
 */

// Goods price 129.00, member price 99.00, market price 167.70 (129 × 1.3); the medium size costs 159.00.
const PRICE = 12900;
const MEMBER = 9900;
const MEDIUM = 15900;
const scaled = (fen: number) => Math.round((fen * MEDIUM) / PRICE);

test('zh: a specification with its own price keeps the member and market prices on the goods page, in the cart and at checkout', async ({ page, member, loginAs, seedGoods }) => {
  const [goods] = seedGoods({ price: PRICE, memberPrice: MEMBER, specs: [SIZE], skuPrices: [null, MEDIUM, null] });
  await loginAs(member);
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
});

test('en: goods without a member price say "Price", never "Member price", in the cart', async ({ page, member, loginAs, seedGoods }) => {
  const [goods] = seedGoods({ price: 8900 });
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
