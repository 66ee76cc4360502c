import { expect, test } from './fixtures.ts';
import { addVideoOfGoods } from './support/videos.ts';

/** The video section is part of the shop: its header, its own nav to favourite videos, and goods pages linking to their videos. */

const LOCALES = [
  { lang: 'zh', prefix: '', dir: 'ltr', language: '选择语言', favourites: '我收藏的视频', inVideos: '出现在这些视频中', search: '搜索', next: 'English', nextPrefix: '/en' },
  { lang: 'en', prefix: '/en', dir: 'ltr', language: 'Choose language', favourites: 'My favourite videos', inVideos: 'In videos', search: 'Search', next: 'العربية', nextPrefix: '/ar' },
  { lang: 'ar', prefix: '/ar', dir: 'rtl', language: 'اختر اللغة', favourites: 'فيديوهاتي المفضلة', inVideos: 'في الفيديوهات', search: 'بحث', next: '简体中文', nextPrefix: '' },
] as const;

for (const l of LOCALES) {
  test(`${l.lang}: /video/ has the shop header, searches goods, switches language in place, and links favourite videos`, async ({ page, member, loginAs, seedGoods }) => {
    test.slow();
    const [goods] = await seedGoods({});
    const video = await addVideoOfGoods([goods.goodsId]);
    await loginAs(member);

    await page.goto(`${l.prefix}/video/?id=${video.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    const header = page.locator('header').first();
    await expect(header.locator('[data-cart-link]')).toBeVisible();
    await expect(header.locator('[data-language-picker]')).toBeVisible();
    await expect(header.getByRole('search')).toBeVisible();
    await page.screenshot({ path: `test-results/video-section-${l.lang}.png`, fullPage: false });

    const nav = page.locator('[data-video-nav]');
    await expect(nav.getByRole('link', { name: l.favourites })).toHaveAttribute('href', `${l.prefix}/video/collectVideo`);

    // The header's search looks for goods, from the video section too.
    const search = page.locator('header [data-search]');
    await search.getByRole('combobox').fill(goods.name.en);
    await search.getByRole('button', { name: l.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/goods/list/?\\?keyword=`));

    await page.goto(`${l.prefix}/video/`);
    await page.locator('[data-video-nav]').getByRole('link', { name: l.favourites }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/video/collectVideo/?$`));
    await expect(page.locator('header [data-cart-link]')).toBeVisible();

    await page.goto(`${l.prefix}/mine/myCollect?tab=videos`);
    await expect(page.locator('[data-collect-video-link]')).toHaveAttribute('href', `${l.prefix}/video/collectVideo`);

    // The language picker keeps the video page and the video it plays (last: the choice is remembered).
    await page.goto(`${l.prefix}/video/?id=${video.id}`);
    await header.getByRole('button', { name: new RegExp(l.language) }).click();
    await header.getByRole('link', { name: l.next, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${l.nextPrefix}/video/?\\?id=${video.id}$`));
    await expect(page.locator('[data-video-nav]')).toBeVisible();
  });

  test(`${l.lang}: a goods page shows the videos it appears in and opens one`, async ({ page, member, loginAs, seedGoods }) => {
    const [goods] = await seedGoods({});
    const video = await addVideoOfGoods([goods.goodsId]);
    await loginAs(member);

    await page.goto(`${l.prefix}/goods/details?id=${goods.goodsId}`);
    const strip = page.locator('[data-goods-videos]');
    await expect(strip.getByRole('heading', { name: l.inVideos })).toBeVisible();
    const link = strip.locator(`[data-goods-video="${video.id}"]`);
    await expect(link).toContainText(l.lang === 'zh' ? video.zh : video.en.split(' ').at(-1)!);
    await expect(link.locator('img')).toHaveAttribute('src', /.+/);
    await strip.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/goods-videos-${l.lang}.png` });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/video/?\\?id=${video.id}$`));
    await expect(page.locator('[data-video-section] video')).toBeAttached();
  });
}
