import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES, LOCALE_SEGMENT } from '../../src/lib/i18n/locales.ts';
import { catalogueURL, expect, test } from './fixtures.ts';

/**
 * What Lighthouse holds the five main screens to, checked on every run so a fix cannot quietly come undone
 * (the scores themselves: `npm run bench -- --only lighthouse`): no console error and no Content Security
 * Policy violation while a page loads and hydrates, headings in order, links named, and no link whose text is
 * a bare "More".
 */
test.use({ baseURL: catalogueURL });

const SCREENS = ['/', '/goods/list', '/goods/details', '/helperCenter/newbie', '/login'];
const PREFIXES = ['', '/en', '/ar'];

/** Violations and console errors from the first byte on: the listener is in place before the HTML is parsed. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.exposeFunction('reportCspViolation', (v: string) => problems.push(`CSP: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return problems;
}

async function goodsId(page: Page): Promise<number> {
  const body = await (await page.request.get('/api/goods/list?page=1&pageSize=1')).json();
  return body.data.list[0].id as number;
}

for (const prefix of PREFIXES) {
  test.describe(`main screens in ${prefix || '/zh'}`, () => {
    for (const screen of SCREENS) {
      test(`${screen} loads and hydrates without console errors or CSP violations, headings in order, links named`, async ({ page }) => {
        const problems = await watch(page);
        const query = screen === '/goods/details' ? `?id=${await goodsId(page)}` : '';
        await page.goto(`${prefix}${screen === '/' ? '/' : screen}${query}`, { waitUntil: 'networkidle' });
        // Every island hydrated (those that wait to be seen too): hydration is where inline styles and eval would show.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

        const { violations } = await new AxeBuilder({ page }).withRules(['heading-order', 'link-name', 'empty-heading', 'page-has-heading-one']).analyze();
        const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`);
        expect([...problems, ...found]).toEqual([]);
      });
    }
  });
}

// Each language's bare "More", which says nothing to a crawler or a screen reader out of its section.
const bareMore = Object.fromEntries(
  LOCALES.map((l) => [l, (JSON.parse(readFileSync(new URL(`../../src/i18n/${l}.json`, import.meta.url), 'utf8')) as Record<string, string>)['home.section.more']!]),
);

for (const locale of LOCALES) {
  test(`home "More" links say which section they open (${locale})`, async ({ page }) => {
    await page.goto(LOCALE_SEGMENT[locale] ? `/${LOCALE_SEGMENT[locale]}/` : '/');
    const links = page.locator('[data-more]');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      const section = (await link.locator('xpath=../h2').innerText()).trim();
      // Lighthouse reads a link's innerText; the visible part stays the language's "More".
      const text = (await link.innerText()).replace(/\s+/g, ' ').trim();
      expect(text).not.toBe(bareMore[locale]);
      expect(text).toContain(bareMore[locale]);
      expect(text).toContain(section);
      await expect(link).toHaveAccessibleName(new RegExp(section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
  });
}
