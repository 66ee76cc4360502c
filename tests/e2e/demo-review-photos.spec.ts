import { expect, test } from './fixtures.ts';

/** The demo reviews' photos are shoppers' pictures at phone-upload size, shown as square thumbnails that open full. */

interface Listed {
  list: { id: number; images: string[]; followUp: { images: string[] } | null }[];
}

const LANGS = [
  { lang: 'zh', prefix: '', withPictures: /^有图/ },
  { lang: 'en', prefix: '/en', withPictures: /^With pictures/ },
  { lang: 'ar', prefix: '/ar', withPictures: /^مع صور/ },
] as const;

for (const l of LANGS) test(`${l.lang}: a demo review photo is a 450 × 600 (or 600 × 450) picture of its own, shown as a thumbnail and opened in the viewer`, async ({ page, request }) => {
  let found: { goodsId: number; reviewId: number; images: string[] } | undefined;
  for (let goodsId = 1; goodsId <= 64 && !found; goodsId++) {
    const body = await (await request.get('/api/goods/evaluateList', { params: { goodsId, filter: 'withPictures', pageSize: 50 }, headers: { lang: l.lang } })).json();
    const reviews = (body.data as Listed | undefined)?.list ?? [];
    // Two shoppers never post the same picture of a goods.
    const taken = reviews.flatMap((r) => [...r.images, ...(r.followUp?.images ?? [])]);
    expect(new Set(taken).size, `goods ${goodsId}`).toBe(taken.length);
    const review = reviews.find((r) => r.images.length > 0);
    if (review) found = { goodsId, reviewId: review.id, images: review.images };
  }
  expect(found, 'a demo goods has a review with photos').toBeDefined();
  const { goodsId, reviewId, images } = found!;
  for (const url of images) expect(url).toMatch(/^\/media\/reviews\/[0-9a-f]{16}\.(450x600|600x450)\.jpg$/);

  await page.goto(`${l.prefix}/goods/details?id=${goodsId}#reviews`);
  await expect(page.locator('[data-rating-summary]')).toBeVisible();
  await page.getByRole('button', { name: l.withPictures }).click();
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
  await viewer.screenshot({ path: test.info().outputPath(`demo-review-photo-${l.lang}.png`) });
});
