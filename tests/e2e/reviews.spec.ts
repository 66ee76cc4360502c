import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { maskedName } from '../../src/lib/reviews.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, apiGet, ops, unique } from './support/api.ts';
import type { SeededGoods } from './support/goods.ts';
import { PAY_PWD, type Buyer } from './support/members.ts';

/** Reviews from the shopper's side: receive, evaluate two items, see them on the goods pages, follow up. */

const png = (colour: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toBuffer();

/** An order of one unit of each goods, paid and shipped; the shopper confirms receipt on the page. */
async function shippedOrder(request: APIRequestContext, buyer: Buyer, goods: SeededGoods[]): Promise<string> {
  const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', {
    items: goods.map((g) => ({ skuId: g.sku.skuId, quantity: 1 })),
    addressId: buyer.addressId,
    requestId: `e2e-${unique()}`,
  });
  await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
  await ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
  return orderNo;
}

const LOCALES = [
  {
    prefix: '',
    lang: 'zh' as const,
    confirmReceipt: '确认收货',
    evaluate: '去评价',
    completed: '已完成',
    scoreRequired: '请为商品打星评分',
    contentRequired: '请写下你对商品的评价',
    poor: '差',
    veryGood: '非常好',
    average: '一般',
    star: (n: number, label: string) => `${n} 星：${label}`,
    content: '评价内容',
    addPictures: '为评价添加图片',
    anonymous: '匿名评价',
    submitAll: '提交全部评价（2 件）',
    success: '评价成功',
    completeEvent: '评价完成，交易成功',
    reviewsTab: (n: number) => `商品评价（${n}）`,
    filters: (all: number, pictures: number, positive: number) => [`全部（${all}）`, `有图（${pictures}）`, `好评（${positive}）`],
    viewer: (n: number) => `评价图片（${n}/2）`,
    next: '下一张',
    followUp: '追加评价',
    followUpLabel: '追评内容',
    followUpSubmit: '发布追评',
    followUpDone: '追评成功',
    first: '做工精细，和图片一模一样，包装也很严实。',
    second: '中规中矩，尺寸比想象的小一点。',
    later: '用了一个月，依然很好用。',
  },
  {
    prefix: '/en',
    lang: 'en' as const,
    confirmReceipt: 'Confirm receipt',
    evaluate: 'Write a review',
    completed: 'Completed',
    scoreRequired: 'Please rate the goods with 1 to 5 stars',
    contentRequired: 'Please write a few words about the goods',
    poor: 'Poor',
    veryGood: 'Very good',
    average: 'Average',
    star: (n: number, label: string) => `${n} stars: ${label}`,
    content: 'Your review',
    addPictures: 'Add pictures to your review',
    anonymous: 'Review anonymously',
    submitAll: 'Submit all reviews (2 items)',
    success: 'Review successful',
    completeEvent: 'All goods reviewed, order completed',
    reviewsTab: (n: number) => `Reviews (${n})`,
    filters: (all: number, pictures: number, positive: number) => [`All (${all})`, `With pictures (${pictures})`, `Positive (${positive})`],
    viewer: (n: number) => `Review pictures (${n}/2)`,
    next: 'Next picture',
    followUp: 'Add follow-up',
    followUpLabel: 'Your follow-up',
    followUpSubmit: 'Post follow-up',
    followUpDone: 'Follow-up review posted',
    first: 'Well made and just like the pictures; it came in a plain box.',
    second: 'It is fine, but smaller than I imagined.',
    later: 'A month on it still works perfectly.',
  },
];

async function openReviews(page: Page, prefix: string, goodsId: number) {
  await page.goto(`${prefix}/goods/details?id=${goodsId}#reviews`);
  await expect(page.locator('[data-rating-summary]')).toBeVisible();
}

for (const l of LOCALES) {
  test(`${l.lang}: confirm receipt, review two items, read them on the goods pages, follow up`, async ({ page, request, buyer, loginAs, seedGoods }) => {
    // A long journey across six screens; the time limit of one screen is not enough for it.
    test.slow();
    const [first, second] = await seedGoods({}, {});
    const orderNo = await shippedOrder(request, buyer, [first, second]);
    const { nickname } = await apiGet<{ nickname: string }>(request, buyer.token, 'order/evaluateInfo', { orderNo });
    await loginAs(buyer);

    await page.goto(`${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await page.locator('[data-order-status]').getByRole('button', { name: l.confirmReceipt }).click();
    await page.getByRole('dialog', { name: l.confirmReceipt }).getByRole('button', { name: l.confirmReceipt }).click();
    await page.locator('[data-order-status]').getByRole('link', { name: l.evaluate }).click();
    await page.waitForURL(`**${l.prefix}/mine/myOrder/evaluate?orderNo=${orderNo}`);

    const [one, two] = [page.locator('[data-review-form]').nth(0), page.locator('[data-review-form]').nth(1)];
    // Nothing filled in: each item says what is missing, nothing is sent.
    await page.locator('[data-submit-all]').click();
    await expect(one.getByText(l.scoreRequired)).toBeVisible();
    await expect(two.getByText(l.contentRequired)).toBeVisible();

    // The stars name themselves while hovered and once picked.
    await one.locator('[data-star-picker] label').nth(1).hover();
    await expect(one.locator('[data-score-label]')).toHaveText(l.poor);
    await one.getByLabel(l.star(5, l.veryGood)).check({ force: true });
    await page.mouse.move(0, 0);
    await expect(one.locator('[data-score-label]')).toHaveText(l.veryGood);
    await one.getByRole('textbox', { name: l.content, exact: true }).fill(l.first);
    await one.getByLabel(l.addPictures).setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await png('#AF57FF') },
      { name: 'b.png', mimeType: 'image/png', buffer: await png('#FFB347') },
    ]);
    await expect(one.locator('[data-image-count]')).toHaveText('2/6');
    await expect(one.locator('img[src^="/uploads/"]')).toHaveCount(2);

    await two.getByLabel(l.star(3, l.average)).check({ force: true });
    await two.getByRole('textbox', { name: l.content, exact: true }).fill(l.second);
    await two.getByRole('switch', { name: l.anonymous }).check({ force: true });
    await expect(two.locator('[data-name-preview] bdi')).toHaveText(maskedName(nickname));
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('[data-submit-all]').click();
    await page.waitForURL(`**${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await expect(page.getByRole('status').getByText(l.success)).toBeVisible();
    await expect(page.locator('[data-order-status] [data-status]')).toHaveText(l.completed);
    await expect(page.locator('[data-timeline] [data-step="complete"]')).toContainText(l.completeEvent);

    // The first goods: five stars, two pictures, signed with the nickname.
    await openReviews(page, l.prefix, first.goodsId);
    await expect(page.getByRole('tab', { name: l.reviewsTab(1) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-rating-average]')).toHaveText('5.0');
    for (const name of l.filters(1, 1, 1)) await expect(page.getByRole('button', { name })).toBeVisible();
    const review = page.locator('[data-review]');
    await expect(review.locator('[data-reviewer]')).toHaveText(nickname);
    await expect(review).toContainText(l.first);
    await review.locator('[data-review-pictures] button').first().click();
    const viewer = page.getByRole('dialog', { name: l.viewer(1) });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: l.viewer(2) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The second goods: three stars, no pictures, masked name; the positive filter finds nothing.
    await openReviews(page, l.prefix, second.goodsId);
    for (const name of l.filters(1, 0, 0)) await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.locator('[data-review] [data-reviewer]')).toHaveText(maskedName(nickname));
    await page.getByRole('button', { name: l.filters(1, 0, 0)[2] }).click();
    await expect(page.locator('[data-reviews-empty]')).toBeVisible();

    // A follow-up from the order, shown under its review with its own date.
    await page.goto(`${l.prefix}/mine/myOrder/details?orderNo=${orderNo}`);
    await page.locator('[data-order-status]').getByRole('link', { name: l.followUp }).click();
    await page.waitForURL(/\/mine\/myOrder\/followUp\?orderNo=/);
    await page.getByLabel(l.followUpLabel).fill(l.later);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: l.followUpSubmit }).click();
    await expect(page.getByRole('status').getByText(l.followUpDone)).toBeVisible();
    await expect(page.locator('[data-follow-up]')).toContainText(l.later);

    await openReviews(page, l.prefix, first.goodsId);
    await expect(page.locator('[data-review] [data-follow-up]')).toContainText(l.later);
    await expect(page.locator('[data-review] [data-follow-up] time')).toBeVisible();
  });
}

test('ar: a goods page with reviews reads right to left without accessibility problems', async ({ page, request, buyer, seedGoods }) => {
  const [goods] = await seedGoods({});
  const orderNo = await shippedOrder(request, buyer, [goods]);
  await apiCall(request, buyer.token, 'order/confirmReceipt', { orderNo });
  const info = await apiGet<{ items: { id: number }[] }>(request, buyer.token, 'order/evaluateInfo', { orderNo });
  await apiCall(request, buyer.token, 'order/evaluate', {
    orderNo,
    items: [{ orderItemId: info.items[0]!.id, score: 4, content: 'منتج رائع والتغليف محكم', images: [], anonymous: true }],
  });

  await page.goto(`/ar/goods/details?id=${goods.goodsId}#reviews`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-rating-badge]')).toContainText('4.0');
  await expect(page.locator('[data-review]')).toContainText('منتج رائع');
  expect(await seriousViolations(page)).toEqual([]);
});
