import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { apiCall, apiGet, ops, unique } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';
import { PAY_PWD } from './support/members.ts';

/**
 * The console's content screens: staff hide a shopper's review and it leaves the goods page at once; staff
 * upload and publish a video that members then find.
 */

const COPY = {
  zh: { prefix: '', goodsName: '商品名称', hide: '隐藏评价', reason: '原因', hidden: '已隐藏', reviewsTab: (n: number) => `商品评价（${n}）`, save: '保存', publish: '发布', published: '已发布' },
  en: { prefix: '/en', goodsName: 'Goods name', hide: 'Hide review', reason: 'Reason', hidden: 'Hidden', reviewsTab: (n: number) => `Reviews (${n})`, save: 'Save', publish: 'Publish', published: 'Published' },
} as const;

const SCREENS = ['reviews', 'comments', 'videos', 'videos/create', 'categories', 'categories/create', 'brands', 'brands/create', 'banners', 'banners/create'];

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff hide a review (the goods page drops it at once) and publish an uploaded video`, async ({ browser, request, buyer, page, seedGoods }) => {
    // Two journeys and ten screens checked with axe: on a busy machine this passes two minutes.
    test.setTimeout(180_000);
    const copy = COPY[lang];
    const text = `Console moderation ${unique()}`;

    // A shopper bought, received and reviewed the goods.
    const [goods] = seedGoods({});
    const { orderNo } = await apiCall<{ orderNo: string }>(request, buyer.token, 'order/submit', { items: [{ skuId: goods.sku.skuId, quantity: 1 }], addressId: buyer.addressId, requestId: `e2e-${unique()}` });
    await apiCall(request, buyer.token, 'order/pay', { orderNo, payPwd: PAY_PWD });
    ops('ship', orderNo, 'SF', `SF${orderNo.slice(-6)}`);
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
    await consoleLogin(staff, lang, operator('staff'));
    await staff.goto('/admin/reviews');
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
