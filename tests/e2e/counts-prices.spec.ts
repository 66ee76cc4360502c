import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiCall, apiGet, ops, unique } from './support/api.ts';
import { SIZE, type SeededGoods } from './support/goods.ts';
import { PAY_PWD, type Buyer } from './support/members.ts';

/** Figures that must agree wherever they show, and "from" prices, as a shopper sees them (decision 102). */

/** One unit of the goods bought, paid, shipped and received, so it can be reviewed. */
async function receivedOrder(request: APIRequestContext, buyer: Buyer, goods: SeededGoods): Promise<{ orderNo: string; itemId: number }> {
  const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: goods.sku.skuId, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });
  await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
  await ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
  await apiCall(request, buyer.token, 'order/confirmReceipt', { orderNo });
  const info = await apiGet<{ items: { id: number }[] }>(request, buyer.token, 'order/evaluateInfo', { orderNo });
  return { orderNo, itemId: info.items[0]!.id };
}

const LOCALES = [
  { lang: 'zh' as const, prefix: '', count: '1 条评价', tab: '商品评价（1）', spec: '规格: 标准装', from: '¥35.24起' },
  { lang: 'en' as const, prefix: '/en', count: '1 review', tab: 'Reviews (1)', spec: 'Pack: Standard', from: 'from ' },
  { lang: 'ar' as const, prefix: '/ar', count: 'تقييم واحد', tab: 'التقييمات (1)', spec: 'Pack: Standard', from: 'ابتداءً من ' },
];

for (const l of LOCALES) {
  test(`${l.lang}: a review shows at once in the page's rating and its reviews tab, with the specification named once`, async ({ page, request, buyer, seedGoods }) => {
    const [goods] = await seedGoods({});
    const { orderNo, itemId } = await receivedOrder(request, buyer, goods);
    // The page is cached as it stands, without reviews.
    await page.goto(`${l.prefix}/goods/details?id=${goods.goodsId}`);
    await expect(page.locator('[data-rating-badge]')).toBeVisible();
    await expect(page.locator('[data-rating-count]')).toHaveCount(0);

    await apiCall(request, buyer.token, 'order/evaluate', { orderNo, items: [{ orderItemId: itemId, score: 4, content: 'Good value, arrived in a plain box.', images: [], anonymous: false }] });

    // Loaded again at once (not a jump to #reviews on the same document): the header and the tab both count it.
    await page.reload();
    await expect(page.locator('[data-rating-count]')).toHaveText(l.count);
    await expect(page.locator('[data-rating-positive]')).toContainText('100%');
    await page.getByRole('tab', { name: l.tab }).click();
    const spec = page.locator('[data-review-spec]');
    await expect(spec).toHaveText(l.spec);
    await expect(page.locator('[data-review-spec]', { hasText: /规格：|Specification:/ })).toHaveCount(0);
  });

  test(`${l.lang}: a goods card whose sizes cost different amounts reads "from" the lowest`, async ({ page, seedGoods }) => {
    // Member price ¥52.90 on a ¥59.90 goods; the small size at ¥39.90 costs members round(3990 × 5290 / 5990) = ¥35.24.
    const [goods] = await seedGoods({ price: 5990, memberPrice: 5290, specs: [SIZE], skuPrices: [3990, null, null] });
    const [same] = await seedGoods({ price: 5990, memberPrice: 5290, specs: [SIZE] });
    await page.goto(`${l.prefix}/goods/list?keyword=${encodeURIComponent(goods.name.en)}`);
    const card = page.locator(`a[data-goods-id="${goods.goodsId}"]`);
    await expect(card.locator('[data-price-from]')).toContainText(l.from);
    await expect(card.locator('[data-price-from] [data-price="3524"]')).toBeVisible();
    await expect(card.locator('del')).toHaveCount(0);
    if (l.lang === 'ar') {
      // Right to left, the word comes first in reading order, so it stands to the right of the amount.
      const word = await card.locator('[data-price-from]').boundingBox();
      const amount = await card.locator('[data-price-from] [data-price]').boundingBox();
      expect(word!.x + word!.width).toBeGreaterThan(amount!.x + amount!.width + 4);
    }
    await page.goto(`${l.prefix}/goods/list?keyword=${encodeURIComponent(same.name.en)}`);
    const plain = page.locator(`a[data-goods-id="${same.goodsId}"]`);
    await expect(plain.locator('[data-price="5290"]')).toBeVisible();
    await expect(plain.locator('[data-price-from]')).toHaveCount(0);
  });
}

