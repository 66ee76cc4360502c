import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type ShopFixtures } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiGet } from './support/api.ts';
import { SIZE } from './support/goods.ts';

interface Sku {
  id: number;
  values: number[];
  stock: number;
}
interface Detail {
  id: number;
  name: string;
  images: string[];
  specs: { name: string; values: string[] }[];
  skus: Sku[];
  memberPays: number;
  guestPays: number;
}

const LOCALES = {
  zh: {
    prefix: '',
    lang: 'zh',
    buyNow: '立即购买',
    addToCart: '加入购物车',
    chooseSpec: '请选择规格',
    insufficient: '库存不足',
    quantity: '数量',
    collect: '收藏',
    collected: '已收藏',
    reviewsTab: '商品评价（0）',
    filters: ['全部（0）', '有图（0）', '好评（0）'],
    empty: '还没有人评价这件商品',
    emptyFiltered: '没有符合条件的评价',
    notFound: '商品不存在或已下架',
    showPicture: (n: number, total: number) => `查看第 ${n} 张图片，共 ${total} 张`,
  },
  en: {
    prefix: '/en',
    lang: 'en',
    buyNow: 'Buy now',
    addToCart: 'Add to cart',
    chooseSpec: 'Please choose a specification',
    insufficient: 'Insufficient inventory',
    quantity: 'Quantity',
    collect: 'Add to favourites',
    collected: 'In favourites',
    reviewsTab: 'Reviews (0)',
    filters: ['All (0)', 'With pictures (0)', 'Positive (0)'],
    empty: 'No one has reviewed this item yet',
    emptyFiltered: 'No reviews match this filter',
    notFound: 'This item does not exist or is no longer on sale',
    showPicture: (n: number, total: number) => `Show picture ${n} of ${total}`,
  },
} as const;

/** New goods with a member price and one specification offering several SKUs, as the page language shows them. */
async function goodsWithOneSpec(request: APIRequestContext, seedGoods: ShopFixtures['seedGoods'], lang: string): Promise<{ goods: Detail; sku: Sku }> {
  const [{ goodsId }] = await seedGoods({ price: 12900, memberPrice: 9900, specs: [SIZE], stock: 20 });
  const goods = await apiGet<Detail>(request, '', 'goods/details', { id: goodsId }, { lang });
  expect(goods.specs).toHaveLength(1);
  expect(goods.memberPays).toBeLessThan(goods.guestPays);
  return { goods, sku: goods.skus[0]! };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Islands react only once hydrated. */
async function openGoods(page: Page, prefix: string, id: number) {
  await page.goto(`${prefix}/goods/details?id=${id}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('a goods page showing a sold-out SKU is kept five seconds, so units given back show soon', async ({ request, seedGoods }) => {
  const [soldOut] = await seedGoods({ stock: 0 });
  const [inStock] = await seedGoods({});
  expect((await request.get(`/goods/details?id=${soldOut.goodsId}`)).headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
  expect((await request.get(`/goods/details?id=${inStock.goodsId}`)).headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
});

for (const [code, L] of Object.entries(LOCALES)) {
  test.describe(`goods detail in ${code}`, () => {
    test('the first HTML holds the goods name and main image, cached briefly', async ({ request, seedGoods }) => {
      const { goods } = await goodsWithOneSpec(request, seedGoods, L.lang);
      const response = await request.get(`${L.prefix}/goods/details?id=${goods.id}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
      const html = await response.text();
      expect(html).toContain(`>${escapeHtml(goods.name)}</h1>`);
      expect(html).toMatch(new RegExp(`<img[^>]*src="${goods.images[0]}"[^>]*data-main-image`));
    });

    test('a thumbnail shows its picture as the main one, pointed at or pressed', async ({ page, request, seedGoods }) => {
      const { goods } = await goodsWithOneSpec(request, seedGoods, L.lang);
      expect(goods.images.length).toBeGreaterThan(2);
      await page.goto(`${L.prefix}/goods/details?id=${goods.id}`);
      const main = page.locator('[data-main-image]');
      const thumb = (n: number) => page.getByRole('button', { name: L.showPicture(n, goods.images.length), exact: true });
      await expect(main).toHaveAttribute('src', goods.images[0]!);
      await expect(thumb(1)).toHaveAttribute('aria-pressed', 'true');
      await thumb(2).hover();
      await expect(main).toHaveAttribute('src', goods.images[1]!);
      await expect(thumb(2)).toHaveAttribute('aria-pressed', 'true');
      await expect(thumb(1)).toHaveAttribute('aria-pressed', 'false');
      await thumb(3).focus();
      await page.keyboard.press('Enter');
      await expect(main).toHaveAttribute('src', goods.images[2]!);
      await expect(thumb(3)).toHaveAttribute('aria-pressed', 'true');
      await expect(thumb(2)).toHaveAttribute('aria-pressed', 'false');
    });

    test('a guest must choose a specification, stays within the stock and is sent to log in', async ({ page, request, seedGoods }) => {
      const { goods, sku } = await goodsWithOneSpec(request, seedGoods, L.lang);
      await openGoods(page, L.prefix, goods.id);
      const alert = page.locator('[data-purchase-error]');
      await expect(page.locator('[data-member-hint] a')).toHaveAttribute('href', `${L.prefix}/login?redirect=${encodeURIComponent(`/goods/details?id=${goods.id}`)}`);

      await page.getByRole('button', { name: L.buyNow }).click();
      await expect(alert).toHaveText(L.chooseSpec);

      await page.getByRole('radio', { name: goods.specs[0]!.values[sku.values[0]!]!, exact: true }).check();
      await expect(alert).toHaveText('');
      const quantity = page.getByRole('spinbutton', { name: L.quantity });
      // The goods are this test's own, so nothing else has bought from them since.
      const shown = Number(await quantity.getAttribute('max'));
      expect(shown).toBe(sku.stock);
      await expect(page.locator('[data-stock]')).toContainText(String(shown));
      await quantity.fill(String(shown + 5));
      await expect(quantity).toHaveValue(String(shown));
      await expect(alert).toHaveText(L.insufficient);
      await page.getByRole('button', { name: L.addToCart }).click();
      await expect(page).toHaveURL(`${L.prefix}/login?redirect=${encodeURIComponent(`/goods/details?id=${goods.id}`)}`);
    });

    test('a member collects and un-collects, the visit is a footprint, add to cart carries the choice', async ({ page, request, member, loginAs, seedGoods }) => {
      const { goods, sku } = await goodsWithOneSpec(request, seedGoods, L.lang);
      const collectedIds = async () => (await apiGet<{ list: { id: number }[] }>(request, member.token, 'collect/goodsList')).list.map((g) => g.id);
      await loginAs(member);
      await openGoods(page, L.prefix, goods.id);

      await expect
        .poll(async () => (await apiGet<{ list: { goods: { id: number } }[] }>(request, member.token, 'my/shopping/goodsFootprintList')).list.map((f) => f.goods.id))
        .toContain(goods.id);
      await expect(page.locator('[data-member-hint]')).toHaveCount(0);

      await page.getByRole('button', { name: L.collect, exact: true }).click();
      await expect(page.getByRole('button', { name: L.collected, exact: true })).toBeVisible();
      expect(await collectedIds()).toContain(goods.id);
      await page.getByRole('button', { name: L.collected, exact: true }).click();
      await expect(page.getByRole('button', { name: L.collect, exact: true })).toBeVisible();
      expect(await collectedIds()).not.toContain(goods.id);

      await page.getByRole('radio', { name: goods.specs[0]!.values[sku.values[0]!]!, exact: true }).check();
      await page.getByRole('button', { name: L.addToCart }).click();
      await expect(page.locator('[data-cart-added]')).toBeVisible();
      const lines = await apiGet<{ list: { skuId: number; quantity: number }[] }>(request, member.token, 'cart/list');
      expect(lines.list.map((l) => [l.skuId, l.quantity])).toEqual([[sku.id, 1]]);
    });

    test('the evaluation tab shows the counts per filter and the empty state', async ({ page, request, seedGoods }) => {
      const { goods } = await goodsWithOneSpec(request, seedGoods, L.lang);
      await openGoods(page, L.prefix, goods.id);
      await page.getByRole('tab', { name: L.reviewsTab }).click();
      for (const name of L.filters) await expect(page.getByRole('button', { name })).toBeVisible();
      await expect(page.getByText(L.empty)).toBeVisible();
      await page.getByRole('button', { name: L.filters[1] }).click();
      await expect(page.getByText(L.emptyFiltered)).toBeVisible();
    });

    test('unknown, malformed and off-shelf goods answer 404 with a clear message', async ({ request, seedGoods }) => {
      const [{ goodsId: off }] = await seedGoods({ onShelf: false });
      for (const id of ['999999', 'abc', '', String(off)]) {
        const response = await request.get(`${L.prefix}/goods/details?id=${id}`);
        expect(response.status(), `id=${id}`).toBe(404);
        expect(await response.text()).toContain(L.notFound);
      }
    });
  });
}

for (const prefix of ['', '/en', '/ar']) {
  test(`axe finds nothing serious on the goods detail ${prefix || '/'}`, async ({ page, request, seedGoods }) => {
    const { goods } = await goodsWithOneSpec(request, seedGoods, 'zh');
    await openGoods(page, prefix, goods.id);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab').nth(1).click();
    await expect(page.locator('[data-reviews-empty]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('every language renders the goods, and an unknown prefix is a plain 404', async ({ request, seedGoods }) => {
  const { goods } = await goodsWithOneSpec(request, seedGoods, 'zh');
  for (const prefix of ['', '/zh-tw', '/en', '/ja', '/ko', '/ru', '/ar', '/id', '/th', '/vi']) {
    const response = await request.get(`${prefix}/goods/details?id=${goods.id}`);
    expect(response.status(), prefix).toBe(200);
    expect(await response.text()).toContain('data-main-image');
  }
  expect((await request.get(`/xx/goods/details?id=${goods.id}`)).status()).toBe(404);
});
