import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { addVideo, addVideos } from './support/videos.ts';

const LOCALES = {
  zh: { prefix: '', seek: '进度', play: '播放', replay: '重播', settings: '设置', speed: '倍速', captions: '字幕', web: '网页全屏', send: '发表评论', reply: '回复', collect: '收藏', collected: '已收藏', search: '搜索', replyTo: '回复 @' },
  en: { prefix: '/en', seek: 'Seek', play: 'Play', replay: 'Replay', settings: 'Settings', speed: 'Speed', captions: 'Captions', web: 'Fill the window', send: 'Post comment', reply: 'Reply', collect: 'Save', collected: 'Saved', search: 'Search', replyTo: 'Reply to @' },
} as const;

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
const video = (page: Page) => page.locator('video');

for (const [lang, w] of Object.entries(LOCALES)) {
  test(`watch, speed, web full screen, replay, comment, collect and search (${lang})`, async ({ page, member, loginAs }) => {
    // One journey through the whole section: the jump to the end of a minute-long video fetches its last bytes first.
    test.setTimeout(120_000);
    const { id, ...titles } = await addVideo('rose-bath');
    const title = titles[lang as keyof typeof LOCALES];
    await loginAs(member);
    await page.goto(`${w.prefix}/video/?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const player = page.locator('[data-web-fullscreen]');
    // Every word of the player is in the page's language, the captions button's too.
    await expect(player.locator('.vds-caption-button')).toHaveAttribute('aria-label', w.captions);
    await player.getByRole('button', { name: w.play, exact: true }).click();
    await expect.poll(() => videoTime(page)).toBeGreaterThan(0.5);

    await page.getByRole('button', { name: w.settings }).click();
    await page.getByRole('menuitem', { name: new RegExp(w.speed) }).click();
    // The speed menu is a slider over 0.5× … 2×: two steps up from normal is 1.5×.
    const speed = page.getByRole('slider', { name: w.speed, exact: true });
    await speed.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.25);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    // Home and End jump to the slowest and the fastest speed, and leave the focus on the slider.
    await page.keyboard.press('Home');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
    await page.keyboard.press('End');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
    await expect(speed).toBeFocused();
    await expect(speed).toHaveAttribute('aria-valuenow', '2');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: w.web }).click();
    const frame = page.locator('[data-web-fullscreen]');
    await expect(frame).toHaveAttribute('data-web-fullscreen', 'true');
    expect((await frame.boundingBox())!.width).toBe(1366);
    await page.keyboard.press('Escape');
    await expect(frame).toHaveAttribute('data-web-fullscreen', 'false');

    await player.getByRole('slider', { name: w.seek }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 }).toBe(true);
    // At the end the big button plays the video again from the start.
    await player.getByRole('button', { name: new RegExp(`^(${w.play}|${w.replay})$`) }).click();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.ended && !v.paused && v.currentTime > 0.3 && v.currentTime < 6)).toBe(true);

    const comments = page.locator('[data-video-comments]');
    await comments.getByRole('textbox').first().fill(`Lovely <b>${lang}</b>`);
    await comments.getByRole('button', { name: w.send }).click();
    const posted = comments.locator('[data-comment]').filter({ hasText: `Lovely <b>${lang}</b>` });
    await expect(posted).toBeVisible();
    await posted.getByRole('button', { name: w.reply, exact: true }).click();
    await posted.locator('[data-comment-form="reply"] textarea').fill('Agreed');
    await posted.locator('[data-comment-form="reply"]').getByRole('button', { name: w.reply, exact: true }).click();
    await expect(comments.locator('li li [data-comment-text]', { hasText: 'Agreed' })).toBeVisible();

    await page.getByRole('button', { name: w.collect, exact: true }).click();
    await expect(page.locator('[data-video-collect]')).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${w.prefix}/video/collectVideo`);
    await expect(page.locator(`[data-collected-videos] [data-video-tile="${id}"]`)).toContainText(title);
    expect(await seriousViolations(page)).toEqual([]);
    // The favourites page lists the same videos under its videos tab.
    await page.goto(`${w.prefix}/mine/myCollect?tab=videos`);
    await expect(page.locator(`[data-my-collect] [data-video-tile="${id}"]`)).toContainText(title);

    await page.goto(`${w.prefix}/video/`);
    const word = title.split(' ').at(-1)!;
    // The shop's header searches goods; the video list has its own search.
    const videos = page.locator('[data-video-section]');
    await videos.getByRole('searchbox').fill(word);
    await videos.getByRole('button', { name: w.search, exact: true }).click();
    await expect(page.locator('[data-video-tile]')).toHaveCount(1);
    await page.locator(`[data-video-tile="${id}"] a`).click();
    await expect(page).toHaveURL(new RegExp(`id=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}

test('collected videos are removed one at a time and in a batch', async ({ page, member, loginAs, request }) => {
  const videos = await addVideos('silk-sleep', 'candle-glow', 'date-night');
  for (const v of videos) await request.post('/api/collect/addVideoCollect', { data: { videoId: v.id }, headers: { token: member.token } });
  await loginAs(member);
  await page.goto('/en/video/collectVideo');
  const tiles = page.locator('[data-collected-videos] [data-video-tile]');
  await expect(tiles).toHaveCount(3);
  await tiles.filter({ hasText: videos[0]!.en }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(tiles).toHaveCount(2);
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByLabel('Select all').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('[data-collected-empty]')).toBeVisible();
});

/** Where a text's own glyphs start and end on screen, whatever the width of the box that holds them. */
const inkOf = (text: Locator) =>
  text.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });

test('Arabic pages read right to left; the player keeps its controls left to right and its menus right to left', async ({ page, member, loginAs }) => {
  const { id } = await addVideo('anniversary');
  await loginAs(member);
  await page.goto(`/ar/video/?id=${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const player = page.locator('[data-web-fullscreen]');
  await expect(player).toHaveAttribute('dir', 'ltr');
  await expect(player.locator('.vds-caption-button')).toHaveAttribute('aria-label', 'الترجمة المرئية');
  await expect(page.locator('[data-video-list] [data-video-tile]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await player.hover();
  const settings = player.getByRole('button', { name: 'الإعدادات' });
  await settings.click();
  const menu = page.locator('.vds-menu-items[data-root]').filter({ visible: true });
  await expect(menu).toBeVisible();
  // The controls stay left to right: settings at the right end of the bar, its menu opening above it.
  const [frame, button, opened] = [await player.boundingBox(), await settings.boundingBox(), await menu.boundingBox()];
  expect(button!.x).toBeGreaterThan(frame!.x + frame!.width / 2);
  expect(Math.abs(opened!.x + opened!.width - (button!.x + button!.width))).toBeLessThan(24);
  // Each item reads from the right: its words against its right edge, the way into its submenu at its left.
  const items = menu.locator('.vds-menu-item').filter({ visible: true });
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) {
    expect(await item.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const box = (await item.boundingBox())!;
    const words = await inkOf(item.locator('.vds-menu-item-label'));
    expect(box.x + box.width - words.right).toBeLessThan(words.left - box.x);
    const open = await item.locator('.vds-menu-open-icon').boundingBox();
    if (open) expect(open.x + open.width).toBeLessThanOrEqual(words.left);
  }
});

test('the player script loads on the video player only; guests are sent to log in', async ({ page, member, loginAs }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/(vidstack|VideoPlayer)[^/]*\.js$/.test(r.url())) loaded.push(r.url());
  });
  await page.goto('/en/video/');
  await expect(page).toHaveURL(/\/en\/login/);
  await loginAs(member);
  await page.goto('/en/');
  await page.goto('/en/video/');
  await expect(page.locator('[data-video-tile]').first()).toBeVisible();
  expect(loaded).toEqual([]);
  await page.locator('[data-video-tile] a').first().click();
  await expect(page.locator('[data-web-fullscreen] video')).toBeAttached();
  expect(loaded.length).toBeGreaterThan(0);
});
