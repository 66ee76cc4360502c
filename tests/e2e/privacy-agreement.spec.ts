import ar from '../../src/i18n/ar.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };
import zh from '../../src/i18n/zh.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/**
 * The privacy agreement as a reader meets it (decision 098): its sections, Settings → Privacy in the interface's
 * own words, the section a link points at scrolled into view, Arabic laid out right to left.
 */

const PAGES = [
  { lang: 'zh', prefix: '', dir: 'ltr', words: zh, deleteHeading: '注销我的账号' },
  { lang: 'en', prefix: '/en', dir: 'ltr', words: en, deleteHeading: 'Delete my account' },
  { lang: 'ar', prefix: '/ar', dir: 'rtl', words: ar, deleteHeading: 'حذف حسابي' },
] as const;

for (const { lang, prefix, dir, words, deleteHeading } of PAGES) {
  test(`${lang}: the privacy agreement reads in sections and its links land on them`, async ({ page }, testInfo) => {
    await page.goto(`${prefix}/helperCenter/privacyAgreement`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(words['route.title.privacyAgreement']);
    const headings = article.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(7);
    // Settings → Privacy is written with the interface's words, in bold.
    await expect(article.locator('strong', { hasText: words['setting.privacy'] }).first()).toBeVisible();
    await expect(article.locator('strong', { hasText: words['route.title.setting'] }).first()).toBeVisible();

    const ids = await headings.evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.every(Boolean), `every section has an anchor: ${ids.join(', ')}`).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const deleteSection = article.getByRole('heading', { level: 2, name: deleteHeading });
    const id = await deleteSection.getAttribute('id');
    await page.goto(`${prefix}/helperCenter/privacyAgreement#${encodeURIComponent(id ?? '')}`);
    await expect(deleteSection).toBeInViewport();

    expect(await article.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
    await page.goto(`${prefix}/helperCenter/privacyAgreement`);
    await page.screenshot({ path: testInfo.outputPath(`privacy-${lang}.png`), fullPage: true });
  });
}
