import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { catalogueURL, expect, test } from './fixtures.ts';
import { apiCall } from './support/api.ts';

/** Bytes of every image the page fetched, as they crossed the wire (body and headers), by URL. */
function imageBytes(page: Page): Map<string, number> {
  const bytes = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes();
    bytes.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize);
  });
  return bytes;
}
const total = (bytes: Map<string, number>) => [...bytes.values()].reduce((n, b) => n + b, 0);

test.describe('pictures at the size they are shown', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a goods page fetches at most 150 KB of images on first load at 1440×900, the main picture in its 480 px size', async ({ page, request }) => {
    // The demo catalogue's best seller: the goods with the most pictures and reviews a shopper lands on.
    const list = await (await request.get(`${catalogueURL}/api/goods/list`, { params: { sort: 'sales', order: 'desc', pageSize: 1 } })).json();
    const id = list.data.list[0].id as number;
    const bytes = imageBytes(page);
    await page.goto(`${catalogueURL}/en/goods/details?id=${id}`);
    await page.waitForLoadState('networkidle');
    const main = page.locator('[data-main-image]');
    await expect(main).toBeVisible();
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.w480\.webp$/);
    const thumbs = page.locator('[data-gallery-show] img');
    // Thumbnails take their 96 px size; Chromium may reuse the main picture's 480 px file it already holds for the first.
    for (const src of await thumbs.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc))) expect(src).toMatch(/\.w(96|480)\.webp$/);
    const sum = total(bytes);
    console.log(`goods ${id}: ${bytes.size} images, ${sum} bytes`);
    expect(bytes.size).toBeGreaterThan(1);
    expect(sum).toBeLessThanOrEqual(150_000);

    // Choosing another picture shows it at the main size too, not its full file.
    await thumbs.nth(1).click();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.w480\.webp$/);
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(await thumbs.nth(0).evaluate((img: HTMLImageElement) => img.currentSrc));
  });

  test('the header avatar of a landscape photo is a round 24 px square of at most 10 KB, not squeezed', async ({ page, request, member, loginAs }) => {
    test.setTimeout(90_000);
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
    const upload = await (await request.post('/web/api/upload', { multipart: { file: { name: 'IMG_2001.JPG', mimeType: 'image/jpeg', buffer: photo } }, headers: { token: member.token } })).json();
    expect(upload.data.url).toMatch(/\.1600x1067\.jpg$/);
    await apiCall(request, member.token, 'member/updateMemberInfo', { avatar: upload.data.url });

    await loginAs(member);
    const bytes = imageBytes(page);
    await page.goto('/en/');
    const avatar = page.locator('header [data-avatar-img]');
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith('.c48.webp'))).toBe(true);
    const shown = await avatar.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight, src: img.currentSrc };
    });
    // naturalWidth counts the 48 px file at the density srcset gives it (two pixels per CSS pixel): 24 × 24, square.
    expect(shown).toMatchObject({ width: 24, height: 24, naturalWidth: 24, naturalHeight: 24 });
    expect(shown.src).toMatch(/\.c48\.webp$/);
    const fetched = [...bytes].filter(([url]) => url.includes('/uploads/'));
    expect(fetched.map(([url]) => new URL(url).pathname)).toEqual([new URL(shown.src).pathname]);
    expect(fetched[0]![1]).toBeLessThanOrEqual(10_000);
  });
});
