import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, apiGet } from './support/api.ts';
import { SIZE } from './support/goods.ts';
import { backdateFootprint, footprintsOf, TEST_TIME_ZONE } from './support/footprints.ts';
import { PAY_PWD } from './support/members.ts';
import { placeOrder } from './support/orders.ts';

/** The personal centre, the favourites and recently viewed, as a member uses them. */

test.use({ timezoneId: TEST_TIME_ZONE });

const LOCALES = [
  {
    prefix: '',
    lang: 'zh',
    collect: '收藏',
    collected: '已收藏',
    move: '移入收藏',
    viewFavourites: '查看收藏',
    addToCart: '加入购物车',
    chooseTitle: '选择规格',
    manage: '管理',
    selectAll: '全选',
    removeSelected: '删除所选',
    removeTitle: '取消收藏',
    removeConfirm: '取消收藏',
    favouritesEmpty: '还没有收藏的商品',
    videosTab: '视频',
    videosEmpty: '还没有收藏的视频',
    today: '今天',
    yesterday: '昨天',
    removeFootprint: '删除',
    clear: '清空',
    clearTitle: '清空最近浏览',
    footprintEmpty: '还没有浏览记录',
    toPay: '待付款',
    toShip: '待发货',
  },
  {
    prefix: '/en',
    lang: 'en',
    collect: 'Add to favourites',
    collected: 'In favourites',
    move: 'Move to favourites',
    viewFavourites: 'View favourites',
    addToCart: 'Add to cart',
    chooseTitle: 'Choose a specification',
    manage: 'Manage',
    selectAll: 'Select all',
    removeSelected: 'Remove selected',
    removeTitle: 'Remove from favourites',
    removeConfirm: 'Remove',
    favouritesEmpty: 'No favourite goods yet',
    videosTab: 'Videos',
    videosEmpty: 'No collected videos yet',
    today: 'Today',
    yesterday: 'Yesterday',
    removeFootprint: 'Remove',
    clear: 'Clear all',
    clearTitle: 'Clear recently viewed',
    footprintEmpty: 'Nothing viewed yet',
    toPay: 'To be paid',
    toShip: 'To be shipped',
  },
] as const;

/** Opens a goods page and waits for the member's read of it, which records the visit. */
async function openGoods(page: Page, prefix: string, goodsId: number): Promise<void> {
  const read = page.waitForResponse((r) => r.url().includes('/api/goods/details') && r.url().includes(`id=${goodsId}`));
  await page.goto(`${prefix}/goods/details?id=${goodsId}`);
  await read;
}

for (const l of LOCALES) {
  test.describe(l.lang, () => {
    test('collect from a goods page and from the cart, add to cart with a specification, remove in a batch', async ({ page, request, member, loginAs, seedGoods }) => {
      const [plain, sized] = await seedGoods({}, { specs: [SIZE], stock: 9 });
      await apiCall(request, member.token, 'cart/add', { goodsId: sized.goodsId, skuId: sized.skus[1]!.skuId, quantity: 1 });
      await loginAs(member);

      await openGoods(page, l.prefix, plain.goodsId);
      await page.getByRole('button', { name: l.collect, exact: true }).click();
      await expect(page.getByRole('button', { name: l.collected, exact: true })).toBeVisible();

      await page.goto(`${l.prefix}/goods/shoppingCar`);
      await page.getByRole('button', { name: l.move }).click();
      await page.getByRole('link', { name: l.viewFavourites }).click();
      await expect(page).toHaveURL(`${l.prefix}/mine/myCollect`);
      const cards = page.locator('[data-favourite]');
      await expect(cards).toHaveCount(2);
      await expect(page.locator(`[data-favourite="${sized.goodsId}"]`)).toContainText(sized.name[l.lang]);
      expect(await seriousViolations(page)).toEqual([]);

      // A goods in several sizes asks which one; the choice goes into the cart.
      await page.locator(`[data-favourite="${sized.goodsId}"]`).getByRole('button', { name: l.addToCart }).click();
      const dialog = page.getByRole('dialog', { name: l.chooseTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: sized.specs[l.lang][0]!.values[2]!, exact: true }).check();
      await dialog.getByRole('button', { name: l.addToCart }).click();
      await expect(dialog).toBeHidden();
      const cart = await apiGet<{ list: { skuId: number; quantity: number }[] }>(request, member.token, 'cart/list');
      expect(cart.list.map((line) => line.skuId)).toEqual([sized.skus[2]!.skuId]);

      // A goods in one specification goes straight in.
      await page.locator(`[data-favourite="${plain.goodsId}"]`).getByRole('button', { name: l.addToCart }).click();
      await expect(page.locator('header [data-cart-count]')).toHaveText('2');

      await page.getByRole('button', { name: l.manage }).click();
      await page.getByRole('checkbox', { name: l.selectAll }).check();
      await page.getByRole('button', { name: l.removeSelected }).click();
      const confirm = page.getByRole('dialog', { name: l.removeTitle });
      await confirm.getByRole('button', { name: l.removeConfirm, exact: true }).click();
      await expect(page.getByRole('heading', { name: l.favouritesEmpty })).toBeVisible();
      expect((await apiGet<{ total: number }>(request, member.token, 'collect/goodsList')).total).toBe(0);

      await page.getByRole('tab', { name: l.videosTab }).click();
      await expect(page.getByRole('heading', { name: l.videosEmpty })).toBeVisible();
      await expect(page).toHaveURL(`${l.prefix}/mine/myCollect?tab=videos`);
    });

    test('recently viewed lists three goods by day, removes one, favourites one and clears', async ({ page, request, member, loginAs, seedGoods }) => {
      const goods = await seedGoods({}, {}, {});
      await loginAs(member);
      for (const g of goods) await openGoods(page, l.prefix, g.goodsId);
      // Opening a goods again the same day keeps one record of it.
      await openGoods(page, l.prefix, goods[0].goodsId);
      const kept = await footprintsOf(request, member.token);
      expect(kept).toHaveLength(3);
      const oldest = kept.find((f) => f.goods.id === goods[0].goodsId)!;
      await backdateFootprint(oldest.id, 1);

      await page.goto(`${l.prefix}/mine`);
      await page.locator('[data-kept="footprints"]').click();
      await expect(page).toHaveURL(`${l.prefix}/mine/footprint`);
      const days = page.locator('[data-footprint-day]');
      await expect(days).toHaveCount(2);
      await expect(days.nth(0).getByRole('heading', { level: 2 })).toHaveText(l.today);
      await expect(days.nth(0).locator('[data-footprint]')).toHaveCount(2);
      await expect(days.nth(1).getByRole('heading', { level: 2 })).toHaveText(l.yesterday);
      await expect(days.nth(1).locator(`[data-footprint="${oldest.id}"]`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const newest = page.locator(`[data-footprint="${kept[0]!.id}"]`);
      await newest.getByRole('button', { name: l.collect, exact: true }).click();
      await expect(newest.getByRole('button', { name: l.collected, exact: true })).toBeVisible();
      expect((await apiGet<{ list: { id: number }[] }>(request, member.token, 'collect/goodsList')).list.map((g) => g.id)).toEqual([kept[0]!.goods.id]);

      await newest.getByRole('button', { name: l.removeFootprint, exact: true }).click();
      await expect(page.locator('[data-footprint]')).toHaveCount(2);

      await page.getByRole('button', { name: l.clear, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: l.clearTitle });
      await confirm.getByRole('button', { name: l.clear, exact: true }).click();
      await expect(page.getByRole('heading', { name: l.footprintEmpty })).toBeVisible();
      expect(await footprintsOf(request, member.token)).toEqual([]);
    });

    test('the personal centre follows paying an order and collecting', async ({ page, request, buyer, loginAs, seedGoods }) => {
      const [goods] = await seedGoods({});
      const orderNo = await placeOrder(request, buyer, goods.sku);
      await loginAs(buyer);
      await page.goto(`${l.prefix}/mine`);
      const counter = (tab: string) => page.locator(`[data-counter="${tab}"]`);
      await expect(counter('toPay').locator('[data-count]')).toHaveText('1');
      await expect(counter('toShip').locator('[data-count]')).toHaveCount(0);
      await expect(page.locator(`[data-recent-order="${orderNo}"]`)).toBeVisible();
      await expect(page.locator('[data-kept="collectGoods"] [data-count]')).toHaveText('0');
      await expect(page.locator('header [data-avatar]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
      await apiCall(request, buyer.token, 'collect/addGoodsCollect', { goodsId: goods.goodsId });
      await page.reload();
      await expect(counter('toShip').locator('[data-count]')).toHaveText('1');
      await expect(counter('toPay').locator('[data-count]')).toHaveCount(0);
      await expect(page.locator('[data-kept="collectGoods"] [data-count]')).toHaveText('1');

      await counter('toShip').click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/mine/myOrder/list\\?status=toShip`));
      await expect(page.getByRole('tab', { name: new RegExp(l.toShip), selected: true })).toBeVisible();
    });
  });
}

test('ar: the personal centre, favourites and recently viewed read right to left without accessibility problems', async ({ page, member, loginAs, seedGoods }) => {
  test.slow(); // three pages, each audited by axe: over 30 s on a busy machine
  const [goods] = await seedGoods({});
  await loginAs(member);
  await openGoods(page, '/ar', goods.goodsId);
  await page.locator('main').getByRole('button', { name: 'أضف إلى المفضلة' }).click();
  for (const path of ['/ar/mine', '/ar/mine/myCollect', '/ar/mine/footprint']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-personal-centre], [data-favourite], [data-footprints]').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
