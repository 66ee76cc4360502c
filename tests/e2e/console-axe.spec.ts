import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';
import { consoleLogin, operator } from './support/console.ts';

/**
 * axe on every console screen an owner reaches from the menu: each menu entry's screen, the first row it lists
 * opened (its edit or show screen) and its create form, in zh and en. New screens are found through the menu,
 * so a screen added later is checked without naming it here.
 */

/**
 * The screen has loaded: its code and records arrived and no progress bar is left (lists, records and the app
 * bar's refresh show one; react-admin's loading screen shows only after a second).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('main')).not.toBeEmpty();
}

async function checked(page: Page, screen: string, found: Record<string, string[]>) {
  await settled(page);
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[screen] = violations;
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: axe finds nothing serious on any console screen`, async ({ page }) => {
    test.setTimeout(600_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
    await consoleLogin(page, lang, await operator('owner'));
    const entries = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const found: Record<string, string[]> = {};
    const screens: string[] = [];

    for (const entry of entries) {
      const item = page.getByRole('menuitem', { name: entry, exact: true });
      await item.click();
      await checked(page, entry, found);
      screens.push(entry);
      const listUrl = page.url();

      // The first row the list shows, opened by a click on a cell holding no control of its own.
      const cell = page.locator('main table tbody tr').first().locator('td:not(:has(input, button, a))').first();
      if ((await cell.count()) > 0) {
        await cell.click();
        if (page.url() !== listUrl) {
          await checked(page, `${entry} › row`, found);
          screens.push(`${entry} › row`);
          await item.click();
          await settled(page);
        }
      }

      // Its create form, when the list offers one.
      const create = page.locator('main').getByRole('link', { name: lang === 'zh' ? '新建' : 'Create', exact: true });
      if ((await create.count()) > 0) {
        await create.click();
        await expect(page).toHaveURL(/\/create$/);
        await checked(page, `${entry} › create`, found);
        screens.push(`${entry} › create`);
      }
    }

    test.info().annotations.push({ type: 'screens', description: screens.join(', ') });
    expect(screens.length).toBeGreaterThanOrEqual(25);
    expect(found).toEqual({});
    expect(pageErrors).toEqual([]);
  });
}
