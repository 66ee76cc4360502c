import { expect, test } from './fixtures.ts';

/** The demo reviews' photos are shoppers' pictures at phone-upload size, shown as square thumbnails that open full. */

interface Listed {
  list: { id: number; images: string[] }[];
}

test('a demo review photo is a 450 × 600 (or 600 × 450) picture of its own, shown as a thumbnail and opened in the viewer', async ({ page, request }) => {
  let found: { goodsId: number; reviewId: number; images: string[] } | undefined;
  for (let goodsId = 1; goodsId <= 64 && !found; goodsId++) {
    const body = await (await request.get('/api/goods/evaluateList', { params: { goodsId, filter: 'withPictures' }, headers: { lang: 'en' } })).json();
    const review = (body.data as Listed | undefined)?.list[0];
    if (review) found = { goodsId, reviewId: review.id, images: review.images };
  }
  expect(found, 'a demo goods has a review with photos').toBeDefined();
  const { goodsId, reviewId, images } = found!;
  for (const url of images) expect(url).toMatch(/^\/media\/reviews\/[0-9a-f]{16}\.(450x600|600x450)\.jpg$/);

  await page.goto(`/en/goods/details?id=${goodsId}#reviews`);
  await expect(page.locator('[data-rating-summary]')).toBeVisible();
  await page.getByRole('button', { name: /^With pictures/ }).click();
  const thumb = page.locator(`[data-review="${reviewId}"] [data-review-pictures] img`).first();
  await thumb.scrollIntoViewIfNeeded();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/reviews\/[0-9a-f]{16}\.(450x600|600x450)\.c\d+\.(webp|jpg)$/);

  await page.locator(`[data-review="${reviewId}"] [data-review-pictures] button`).first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const full = viewer.locator('img').first();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await full.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(images[0]!.replace(/\.jpg$/, ''));
  await viewer.screenshot({ path: test.info().outputPath('demo-review-photo.png') });
});
