import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall } from './support/api.ts';
import type { Sku } from './support/goods.ts';
import type { Member } from './support/members.ts';

/** The shopping cart: lines, quantities within the stock, selection and totals, delete, favourites, header count. */

async function fillCart(request: APIRequestContext, member: Member, picks: Sku[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of picks) ids.push((await apiCall<{ id: number }>(request, member.token, 'cart/add', { goodsId: p.goodsId, skuId: p.skuId, quantity: 1 })).id);
  return ids;
}

const total = async (page: Page) => Number(await page.locator('[data-cart-summary] [data-price]').getAttribute('data-price'));
const amount = async (page: Page, id: number) => Number(await page.locator(`[data-cart-line="${id}"] td:nth-child(5) [data-price]`).getAttribute('data-price'));

const LOCALES = [
  { prefix: '', lang: 'zh', title: '购物车', increase: '增加数量', quantityOf: '的数量', delete: '删除', move: '移入收藏', checkout: '去结算', confirmTitle: '删除商品', stockMax: '库存不足，最多可购买' },
  { prefix: '/en', lang: 'en', title: 'Shopping cart', increase: 'Increase quantity', quantityOf: 'Quantity of', delete: 'Delete', move: 'Move to favourites', checkout: 'Check out', confirmTitle: 'Delete items', stockMax: 'Insufficient stock: you can buy at most' },
];

for (const l of LOCALES) {
  test(`a member keeps a cart (${l.lang})`, async ({ page, request, member, loginAs, seedGoods }) => {
    const picks = (await seedGoods({ stock: 6 }, {}, {})).map((goods) => goods.sku);
    const [a, b, c] = await fillCart(request, member, picks) as [number, number, number];
    await loginAs(member);
    await page.goto(`${l.prefix}/goods/shoppingCar`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);

    const rows = page.locator('[data-cart-line]');
    await expect(rows).toHaveCount(3);
    await expect(page.locator('header [data-cart-count]')).toHaveText('3');
    const lineA = page.locator(`[data-cart-line="${a}"]`);

    // Stepping up doubles the line; asking for more than the stock stops at the stock and says so.
    const single = await amount(page, a);
    await lineA.getByRole('button', { name: l.increase }).click();
    await expect(lineA.getByRole('spinbutton')).toHaveValue('2');
    await expect.poll(() => amount(page, a)).toBe(single * 2);
    const stock = picks[0]!.stock;
    await lineA.getByRole('spinbutton', { name: new RegExp(l.quantityOf) }).fill(String(stock + 5));
    await lineA.getByRole('spinbutton').press('Enter');
    await expect(lineA.getByRole('spinbutton')).toHaveValue(String(stock));
    await expect(lineA.locator('[data-stock-hint]')).toContainText(`${l.stockMax}`);
    await expect.poll(() => amount(page, a)).toBe(single * stock);

    // Unselecting a line takes its amount out of the total.
    const before = await total(page);
    const amountB = await amount(page, b);
    await page.locator(`[data-cart-line="${b}"]`).getByRole('checkbox').uncheck();
    await expect.poll(() => total(page)).toBe(before - amountB);
    await expect(page.getByRole('link', { name: l.checkout })).toHaveAttribute('href', `${l.prefix}/goods/confirmOrder?cartIds=${[a, c].sort((x, y) => y - x).join(',')}`);

    // Deleting asks first; the header count follows.
    await page.locator(`[data-cart-line="${c}"]`).getByRole('button', { name: l.delete }).click();
    const dialog = page.getByRole('dialog', { name: l.confirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: l.delete }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(2);
    await expect(page.locator('header [data-cart-count]')).toHaveText('2');

    // Moving to favourites takes the line out and favourites its goods.
    await page.locator(`[data-cart-line="${b}"]`).getByRole('button', { name: l.move }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.locator('header [data-cart-count]')).toHaveText('1');
    const favourites = await (await request.get('/api/collect/goodsList', { headers: { token: member.token } })).json();
    expect(favourites.data.list.map((g: { id: number }) => g.id)).toEqual([picks[1]!.goodsId]);

    // The count holds on other pages, and after a reload.
    await page.goto(`${l.prefix}/`);
    await expect(page.locator('header [data-cart-count]')).toHaveText('1');
    await page.goto(`${l.prefix}/goods/shoppingCar`);
    await expect(lineA.getByRole('spinbutton')).toHaveValue(String(stock));
  });
}

test('deleting the selection leaves the empty cart with a way to shop', async ({ page, request, member, loginAs, seedGoods }) => {
  await fillCart(request, member, (await seedGoods({}, {})).map((goods) => goods.sku));
  await loginAs(member);
  await page.goto('/en/goods/shoppingCar');
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await expect(page.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete items' });
  await expect(dialog).toContainText('Remove the 2 selected items from your cart?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/en/goods/list');
  await expect(page.locator('header [data-cart-count]')).toHaveCount(0);
});

for (const prefix of ['', '/en', '/ar']) {
  test(`the cart passes axe (${prefix || 'zh'})`, async ({ page, request, member, loginAs, seedGoods }) => {
    await fillCart(request, member, (await seedGoods({}, {})).map((goods) => goods.sku));
    await loginAs(member);
    await page.goto(`${prefix}/goods/shoppingCar`);
    await expect(page.locator('[data-cart-line]')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('[data-cart-line]').first().getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
