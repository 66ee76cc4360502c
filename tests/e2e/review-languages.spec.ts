import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Reviews in ten languages on one goods page: the reader's own first, an "in my language" filter, labels on the rest. */

interface ReviewPage {
  list: { id: number; lang: string | null }[];
  counts: { all: number; myLanguage: number };
}

/** A demo goods with reviews both in `lang` and in other languages (the demo reviews are written in all ten). */
async function mixedGoods(request: APIRequestContext, lang: string): Promise<{ id: number; page: ReviewPage }> {
  for (let id = 1; id <= 64; id++) {
    const body = await (await request.get('/api/goods/evaluateList', { params: { goodsId: id }, headers: { lang } })).json();
    const page = body.data as ReviewPage | undefined;
    if (body.code === 200 && page && page.counts.myLanguage >= 1 && page.counts.all > page.counts.myLanguage) return { id, page };
  }
  throw new Error(`no demo goods has reviews both in ${lang} and in other languages`);
}

async function openReviews(page: Page, prefix: string, goodsId: number) {
  await page.goto(`${prefix}/goods/details?id=${goodsId}#reviews`);
  await expect(page.locator('[data-rating-summary]')).toBeVisible();
}

/** The review tab as the reader sees it, kept with the test's results for a look. */
const shot = (page: Page, name: string) => page.locator('[data-rating-summary]').locator('xpath=..').screenshot({ path: test.info().outputPath(`review-tab-${name}.png`) });

test('en: English reviews first, "In English" shows only them, the others carry their language', async ({ page, request }) => {
  const { id, page: api } = await mixedGoods(request, 'en');
  const mine = api.counts.myLanguage;
  await openReviews(page, '/en', id);
  const reviews = page.locator('[data-review]');
  await expect(reviews.first()).toBeVisible();
  // The first ones are English and unlabelled; after them every review names its language in English.
  const shown = Math.min(10, api.counts.all);
  await expect(reviews).toHaveCount(shown);
  for (let i = 0; i < shown; i++) await expect(reviews.nth(i).locator('[data-review-lang]')).toHaveCount(i < mine ? 0 : 1);
  if (mine < shown) await expect(reviews.nth(mine).locator('[data-review-lang] [aria-hidden]')).toHaveText(/^(Simplified Chinese|Traditional Chinese|Japanese|Korean|Russian|Arabic|Indonesian|Thai|Vietnamese)$/);
  await shot(page, 'en');

  await page.getByRole('button', { name: `In English (${mine})` }).click();
  await expect(page.getByRole('button', { name: `In English (${mine})` })).toHaveAttribute('aria-pressed', 'true');
  await expect(reviews).toHaveCount(Math.min(10, mine));
  await expect(page.locator('[data-review] [data-review-lang]')).toHaveCount(0);
  const englishIds = api.list.filter((r) => r.lang === 'en').map((r) => String(r.id));
  expect(await reviews.evaluateAll((items) => items.map((li) => li.getAttribute('data-review')))).toEqual(englishIds.slice(0, 10));
});

test('ar: the page reads right to left, the filters are Arabic with «بالعربية», other reviews are labelled in Arabic', async ({ page, request }) => {
  const { id, page: api } = await mixedGoods(request, 'ar');
  await openReviews(page, '/ar', id);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const filters = page.getByRole('group', { name: 'تصفية التقييمات' });
  await expect(filters.getByRole('button')).toHaveText([`الكل (${api.counts.all})`, `بالعربية (${api.counts.myLanguage})`, /^مع صور \(\d+\)$/, /^إيجابية \(\d+\)$/]);
  const labels = page.locator('[data-review] [data-review-lang] [aria-hidden]');
  await expect(labels.first()).toBeVisible();
  for (const text of await labels.allTextContents()) expect(text).toMatch(/^(الصينية المبسطة|الصينية التقليدية|الإنجليزية|اليابانية|الكورية|الروسية|الإندونيسية|التايلاندية|الفيتنامية)$/);
  // The Arabic reviews come first and carry no label.
  await expect(page.locator('[data-review]').first().locator('[data-review-lang]')).toHaveCount(0);
  await shot(page, 'ar');
});
