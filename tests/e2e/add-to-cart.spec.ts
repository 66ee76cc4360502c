import { expect, test } from './fixtures.ts';
import { apiCall } from './support/api.ts';

/** Add to cart on a goods page: the shopper stays, sees what went in and the cart count, and can go on from there. */

const LOCALES = [
  { prefix: '', lang: 'zh' as const, addToCart: '加入购物车', added: '已加入购物车', goToCart: '去购物车', checkout: '去结算' },
  { prefix: '/en', lang: 'en' as const, addToCart: 'Add to cart', added: 'Added to cart', goToCart: 'Go to cart', checkout: 'Check out' },
];

for (const l of LOCALES) {
  test(`${l.lang}: add to cart stays on the goods page and shows the line, the count and the way on`, async ({ page, request, member, loginAs, seedGoods }) => {
    const [goods, other] = await seedGoods({}, {});
    await apiCall(request, member.token, 'cart/add', { goodsId: other.goodsId, skuId: other.sku.skuId, quantity: 1 });
    await loginAs(member);
    const here = `${l.prefix}/goods/details?id=${goods.goodsId}`;
    await page.goto(here);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: l.addToCart }).click();

    const added = page.locator('[data-cart-added]');
    await expect(added).toBeVisible();
    await expect(added).toContainText(l.added);
    await expect(added).toContainText(goods.name[l.lang]);
    await expect(added.locator('[data-cart-added-count]')).toHaveText('2');
    await expect(page.locator('header [data-cart-count]')).toHaveText('2');
    expect(page.url()).toMatch(new RegExp(`${here.replace(/[?]/g, '\\?')}$`));
    await expect(added.getByRole('link', { name: l.goToCart })).toHaveAttribute('href', `${l.prefix}/goods/shoppingCar`);
    await added.getByRole('link', { name: l.checkout }).click();
    await page.waitForURL(new RegExp(`${l.prefix}/goods/confirmOrder\\?cartIds=\\d+$`));
  });
}

test('a refused add to cart keeps the shopper on the goods page with the reason', async ({ page, request, member, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({ stock: 1 });
  // The only unit is already in the cart: the server refuses one more.
  await apiCall(request, member.token, 'cart/add', { goodsId: goods.goodsId, skuId: goods.sku.skuId, quantity: 1 });
  await loginAs(member);
  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('[data-kind="error"]')).toContainText('Insufficient stock');
  await expect(page.locator('[data-cart-added]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/en/goods/details');
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`the confirmation comes into view on a 900 px high window (motion: ${motion})`, async ({ page, member, loginAs, seedGoods }) => {
    const [goods] = await seedGoods({});
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ reducedMotion: motion });
    await loginAs(member);
    await page.goto(`/en/goods/details?id=${goods.goodsId}`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('[data-cart-added]')).toBeInViewport({ ratio: 1 });
  });
}

test('buy now still goes to the order confirmation', async ({ page, member, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({});
  await loginAs(member);
  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL(`/en/goods/confirmOrder?goodsId=${goods.goodsId}&skuId=${goods.sku.skuId}&quantity=1`);
});
