import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, apiGet, mailsTo, ops, unique } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';
import { addVideo } from './support/videos.ts';

/**
 * The console's content screens: staff hide a shopper's review and it leaves the goods page at once; staff
 * upload and publish a video that members then find.
 */

const COPY = {
  zh: { prefix: '', reviewsMenu: '评价', goodsName: '商品名称', hide: '隐藏评价', reason: '原因', hidden: '已隐藏', reviewsTab: (n: number) => `商品评价（${n}）`, save: '保存', publish: '发布', published: '已发布' },
  en: { prefix: '/en', reviewsMenu: 'Reviews', goodsName: 'Goods name', hide: 'Hide review', reason: 'Reason', hidden: 'Hidden', reviewsTab: (n: number) => `Reviews (${n})`, save: 'Save', publish: 'Publish', published: 'Published' },
} as const;

const SCREENS = ['reviews', 'comments', 'videos', 'videos/create', 'categories', 'categories/create', 'brands', 'brands/create', 'banners', 'banners/create'];

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff hide a review (the goods page drops it at once) and publish an uploaded video`, async ({ browser, request, buyer, page, seedGoods }) => {
    // Two journeys and ten screens checked with axe: on a busy machine this passes two minutes.
    test.setTimeout(180_000);
    const copy = COPY[lang];
    const text = `Console moderation ${unique()}`;

    // A shopper bought, received and reviewed the goods.
    const [goods] = await seedGoods({});
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: goods.sku.skuId, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    await ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
    await apiCall(request, buyer.token, 'order/confirmReceipt', { orderNo });
    const info = await apiGet<{ items: { id: number }[] }>(request, buyer.token, 'order/evaluateInfo', { orderNo });
    await apiCall(request, buyer.token, 'order/evaluate', { orderNo, items: [{ orderItemId: info.items[0]!.id, score: 1, content: text, images: [], anonymous: false }] });

    // Anyone reading the goods page sees it (and the page is now in the shared page cache).
    await page.goto(`${copy.prefix}/goods/details?id=${goods.goodsId}#reviews`);
    await expect(page.getByRole('tab', { name: copy.reviewsTab(1) })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();

    // Staff find it in the console by words of its goods' name, named in the console's language, and hide it.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await consoleLogin(staff, lang, await operator('staff'));
    await staff.getByRole('menuitem', { name: copy.reviewsMenu, exact: true }).click();
    await staff.getByRole('textbox', { name: copy.goodsName }).fill(goods.name.zh.slice(-8));
    const row = staff.getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: goods.name[lang] })).toHaveAttribute('href', `${copy.prefix}/goods/details?id=${goods.goodsId}`);
    expect(await seriousViolations(staff)).toEqual([]);
    await row.getByRole('button', { name: copy.hide }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('textbox', { name: copy.reason }).fill('Abusive words');
    await dialog.getByRole('button', { name: copy.hide }).click();
    await expect(row.getByText(copy.hidden)).toBeVisible();

    // The goods page no longer shows it, nor counts it.
    await page.reload();
    await expect(page.getByRole('tab', { name: copy.reviewsTab(0) })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // Staff upload a video with a Chinese title and publish it; members find it.
    const title = `控制台视频 ${unique()}`;
    await staff.goto('/admin/videos/create');
    await staff.getByTestId('upload-video').setInputFiles('assets/demo-videos/rose-bath-360.mp4');
    await expect(staff.getByRole('status').filter({ hasText: '640×360' })).toBeVisible();
    await staff.locator('input[name="texts.zh.title"]').fill(title);
    await staff.getByRole('button', { name: copy.save }).click();
    await expect(staff).toHaveURL(/\/admin\/videos$/);
    const videoRow = staff.getByRole('row').filter({ hasText: title });
    await videoRow.getByRole('button', { name: copy.publish }).click();
    await expect(videoRow.getByText(copy.published)).toBeVisible();
    const found = await apiGet<{ list: { id: number; title: string; poster: string }[] }>(request, buyer.token, 'video/list', { keyword: title });
    expect(found.list.map((v) => v.title)).toEqual([title]);

    // Staff give it a new poster from its edit screen; members see the new picture at once.
    const video = found.list[0]!;
    await staff.goto(`/admin/videos/${video.id}`);
    const poster = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f4e' } }).png().toBuffer();
    await staff.getByTestId('upload-poster').setInputFiles({ name: 'new-poster.png', mimeType: 'image/png', buffer: poster });
    await expect(staff.getByRole('status').filter({ hasText: 'new-poster.png' })).toBeVisible();
    await staff.getByRole('button', { name: copy.save }).click();
    await expect(staff).toHaveURL(/\/admin\/videos$/);
    const shown = await apiGet<{ poster: string }>(request, buyer.token, 'video/detail', { id: video.id });
    expect(shown.poster).toMatch(/^\/media\/posters\//);
    expect(shown.poster).not.toBe(video.poster);

    // The other new screens are clean for assistive technology too.
    for (const screen of SCREENS) {
      await staff.goto(`/admin/${screen}`);
      await expect(staff.getByRole('main')).toBeVisible();
      await staff.waitForLoadState('networkidle');
      expect(await seriousViolations(staff), screen).toEqual([]);
    }
    await staffContext.close();
  });
}

const REPLY_COPY = {
  zh: {
    prefix: '', reviews: '评价', comments: '视频评论', feedback: '意见反馈', goodsName: '商品名称', videoTitle: '视频标题', reply: '回复', replyFeedback: '回复会员', content: '回复内容',
    shopContent: '商家回复', shopReply: '商家回复', hide: '隐藏评论', reason: '原因', hidden: '已隐藏', menu: '个人中心菜单', messages: '我的消息', unread: '未读', markRead: '标为已读',
  },
  en: {
    prefix: '/en', reviews: 'Reviews', comments: 'Video comments', feedback: 'Feedback', goodsName: 'Goods name', videoTitle: 'Video title', reply: 'Reply', replyFeedback: 'Reply to the member', content: 'Reply',
    shopContent: "Shop's reply", shopReply: "Shop's reply", hide: 'Hide comment', reason: 'Reason', hidden: 'Hidden', menu: 'Account menu', messages: 'Messages', unread: 'Unread', markRead: 'Mark as read',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff reply to a review, a video comment and feedback; shoppers read the replies where they wrote`, async ({ browser, request, buyer, page, loginAs, seedGoods }) => {
    test.setTimeout(180_000);
    const copy = REPLY_COPY[lang];
    const tag = unique();
    const [goods] = await seedGoods({});
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: goods.sku.skuId, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    await ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
    await apiCall(request, buyer.token, 'order/confirmReceipt', { orderNo });
    const info = await apiGet<{ items: { id: number }[] }>(request, buyer.token, 'order/evaluateInfo', { orderNo });
    await apiCall(request, buyer.token, 'order/evaluate', { orderNo, items: [{ orderItemId: info.items[0]!.id, score: 3, content: `Lid was loose ${tag}`, images: [], anonymous: false }] });
    const video = await addVideo();
    await apiCall(request, buyer.token, 'video/comment', { videoId: video.id, content: `Which oil is this ${tag}?` });
    await apiCall(request, buyer.token, 'feedback/add', { content: `Parcel came late ${tag}`, contactInformation: '', imageUrl: '' });

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const errors: string[] = [];
    staff.on('pageerror', (err) => errors.push(err.message));
    await consoleLogin(staff, lang, await operator('staff'));
    const answer = async (row: ReturnType<Page['getByRole']>, button: string, text: string, axe = false) => {
      await row.getByRole('button', { name: button, exact: true }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByRole('textbox', { name: copy.shopContent, exact: true }).fill(text);
      if (axe) expect(await seriousViolations(staff)).toEqual([]);
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await expect(row.getByText(text)).toBeVisible();
    };

    // The review: found by its goods' name, answered from its row.
    await staff.getByRole('menuitem', { name: copy.reviews, exact: true }).click();
    await staff.getByRole('textbox', { name: copy.goodsName }).fill(goods.name.zh.slice(-8));
    const reviewReply = `We have sent a new lid <b>${tag}</b>`;
    await answer(staff.getByRole('row').filter({ hasText: `Lid was loose ${tag}` }), copy.reply, reviewReply);

    // The video comment: answered, then hidden with a reason.
    await staff.getByRole('menuitem', { name: copy.comments, exact: true }).click();
    await staff.getByRole('textbox', { name: copy.videoTitle }).fill(video.zh.slice(-6));
    const commentRow = staff.getByRole('row').filter({ hasText: `Which oil is this ${tag}?` });
    await answer(commentRow, copy.reply, `It is the rose oil ${tag}`, true);
    await loginAs(buyer);
    await page.goto(`${copy.prefix}/video/?id=${video.id}`);
    const comment = page.locator('[data-comment]').filter({ hasText: `Which oil is this ${tag}?` });
    await expect(comment.locator('[data-shop-reply]')).toContainText(copy.shopReply);
    await expect(comment.locator('[data-shop-reply]')).toContainText(`It is the rose oil ${tag}`);
    await commentRow.getByRole('button', { name: copy.hide }).click();
    await staff.getByRole('dialog').getByRole('textbox', { name: copy.reason }).fill('Off topic');
    await staff.getByRole('dialog').getByRole('button', { name: copy.hide }).click();
    await expect(commentRow.getByText(copy.hidden)).toBeVisible();
    await expect(commentRow.getByText('Off topic')).toBeVisible();

    // The feedback: answered from its row; the member gets it by mail.
    await staff.getByRole('menuitem', { name: copy.feedback, exact: true }).click();
    const feedbackReply = `Sorry, a coupon is on its way ${tag}`;
    const feedbackRow = staff.getByRole('row').filter({ hasText: `Parcel came late ${tag}` });
    await feedbackRow.getByRole('button', { name: copy.replyFeedback }).click();
    await staff.getByRole('dialog').getByRole('textbox', { name: copy.content, exact: true }).fill(feedbackReply);
    await staff.getByRole('dialog').getByRole('button', { name: copy.replyFeedback }).click();
    await expect(feedbackRow.getByText(feedbackReply)).toBeVisible();
    expect(errors).toEqual([]);
    await staffContext.close();
    await expect.poll(async () => (await mailsTo(request, buyer.email)).some((m) => m.text.includes(feedbackReply))).toBe(true);

    // The shopper reads the review's reply under it on the goods page, as text.
    await page.goto(`${copy.prefix}/goods/details?id=${goods.goodsId}#reviews`);
    const review = page.locator('[data-review]').filter({ hasText: `Lid was loose ${tag}` });
    await expect(review.locator('[data-shop-reply]')).toContainText(copy.shopReply);
    await expect(review.locator('[data-shop-reply]')).toContainText(reviewReply);

    // And the feedback's answer in Messages, reached from the personal centre's menu, unread until marked read.
    await page.goto(`${copy.prefix}/mine`);
    await page.getByRole('navigation', { name: copy.menu }).getByRole('link', { name: copy.messages }).click();
    const message = page.locator('[data-message]').filter({ hasText: feedbackReply });
    await expect(message).toHaveAttribute('data-unread', 'true');
    await expect(message).toContainText(`Parcel came late ${tag}`);
    expect(await seriousViolations(page)).toEqual([]);
    await message.getByRole('button', { name: copy.markRead }).click();
    await expect(message).not.toHaveAttribute('data-unread', 'true');

    if (lang === 'en') {
      // Arabic reads right to left: the reply on the goods page and the messages list, checked by eye in the screenshots.
      await page.goto(`/ar/goods/details?id=${goods.goodsId}#reviews`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const arReply = page.locator('[data-review]').filter({ hasText: `Lid was loose ${tag}` }).locator('[data-shop-reply]');
      await expect(arReply).toContainText('رد المتجر');
      await arReply.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('ar-goods-reply.png') });
      await page.goto('/ar/mine/messages');
      await expect(page.locator('[data-message]').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('الرسائل');
      await page.screenshot({ path: test.info().outputPath('ar-messages.png'), fullPage: true });
      const box = await page.locator('[data-message]').first().boundingBox();
      const menu = await page.getByRole('navigation', { name: 'قائمة الحساب' }).boundingBox();
      // The personal-centre menu stands on the right of the page in Arabic, the messages to its left.
      expect(menu!.x).toBeGreaterThan(box!.x);
    }
  });
}
