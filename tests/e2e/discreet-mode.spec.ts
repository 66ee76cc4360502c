import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Discreet mode as a shopper uses it (decision 093): switched on from the header, the tab reads "Orchid" with a plain
 * icon on every page, pictures stay blurred until pointed at, and Esc pressed twice puts the help centre in the
 * goods page's place, so Back skips it. Members find the same switch in settings and in the account menu.
 */

const COPY = {
  zh: { prefix: '', mode: '隐私模式', hide: '隐藏' },
  en: { prefix: '/en', mode: 'Discreet mode', hide: 'Hide' },
  ar: { prefix: '/ar', mode: 'الوضع السرّي', hide: 'إخفاء' },
} as const;

const iconHrefs = (page: Page) => page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
const filterOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).filter);

for (const [lang, copy] of Object.entries(COPY)) {
  test(`${lang}: a guest hides the shop's name, pictures and the goods page`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(`${copy.prefix}/`);
    const realTitle = await page.title();
    const toggle = page.locator('[data-guest-links]').getByRole('switch', { name: copy.mode });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('link', { name: copy.hide })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveTitle('Orchid');
    expect(new Set(await iconHrefs(page))).toEqual(new Set(['/favicon-plain.svg']));

    // A goods page opened from the home page: neutral from its first paint, its pictures blurred until pointed at.
    const card = page.locator('main a[href*="/goods/details?id="]:visible').first();
    const home = page.url();
    await card.click();
    await expect(page).toHaveURL(/\/goods\/details\?id=\d+/);
    await expect(page).toHaveTitle('Orchid');
    expect(new Set(await iconHrefs(page))).toEqual(new Set(['/favicon-plain.svg']));
    const picture = page.locator('main img').first();
    await expect(picture).toBeVisible();
    expect(await filterOf(page, 'main img')).toMatch(/blur/);
    await picture.hover();
    await expect.poll(() => filterOf(page, 'main img')).toBe('none');
    await page.mouse.move(0, 0);

    // The quick-hide link sits in the reading direction's starting corner.
    const hide = page.getByRole('link', { name: copy.hide });
    await expect(hide).toBeVisible();
    const box = (await hide.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (lang === 'ar') expect(box.x).toBeGreaterThan(width / 2);
    else expect(box.x + box.width).toBeLessThan(width / 2);

    // Esc twice: the help centre takes the goods page's place in the history.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${copy.prefix}/helperCenter/newbie$`));
    await expect(page).toHaveTitle('Orchid');
    await page.goBack();
    await expect(page).toHaveURL(home);

    // Off again from the header: the page's own title and icons come back.
    await page.locator('[data-guest-links]').getByRole('switch', { name: copy.mode }).click();
    await expect(page).toHaveTitle(realTitle);
    expect(await iconHrefs(page)).not.toContain('/favicon-plain.svg');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(home);
    expect(pageErrors).toEqual([]);
  });
}

test('en: a member switches discreet mode in settings and off again in the account menu; reduced motion is honoured', async ({ page, member, loginAs }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAs(member);
  await page.goto('/en/');
  const menuButton = page.locator('[data-member-menu] > button');
  await menuButton.click();
  await page.locator('#om-member-menu a[href$="/mine/setting"]').click();
  await expect(page).toHaveURL(/\/en\/mine\/setting$/);
  const setting = page.getByRole('switch', { name: COPY.en.mode });
  await expect(setting).toHaveAttribute('aria-checked', 'false');
  await setting.click();
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveTitle('Orchid');

  // Remembered by this browser.
  await page.reload();
  await expect(page).toHaveTitle('Orchid');
  await expect(page.getByRole('switch', { name: COPY.en.mode })).toHaveAttribute('aria-checked', 'true');

  // Pictures blur and unblur without a transition when the system asks for less motion.
  await page.goto('/en/');
  await page.mouse.move(0, 0);
  await expect(page.locator('main img').first()).toBeVisible();
  expect(await filterOf(page, 'main img')).toMatch(/blur/);
  expect(await page.locator('main img').first().evaluate((img) => getComputedStyle(img).transitionDuration)).toBe('0s');

  await page.locator('[data-member-menu] > button').click();
  const item = page.getByRole('menuitemcheckbox', { name: COPY.en.mode });
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await item.click();
  await expect(page).not.toHaveTitle('Orchid');
  expect(await filterOf(page, 'main img')).toBe('none');
});

test('en: a member turns recently viewed off in settings; a goods opened afterwards is not listed', async ({ page, member, loginAs, seedGoods }) => {
  const [goods] = await seedGoods({});
  await loginAs(member);
  await page.goto('/en/mine/setting');
  const keep = page.getByRole('switch', { name: 'Keep recently viewed' });
  await expect(keep).toHaveAttribute('aria-checked', 'true');
  await keep.click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(keep).toHaveAttribute('aria-checked', 'false');

  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await expect(page.getByRole('heading', { name: goods.name.en })).toBeVisible();
  await page.goto('/en/mine/footprint');
  await expect(page.getByRole('heading', { name: 'Nothing viewed yet' })).toBeVisible();

  // Kept again once switched back on.
  await page.goto('/en/mine/setting');
  await page.getByRole('switch', { name: 'Keep recently viewed' }).click();
  await expect(page.getByRole('switch', { name: 'Keep recently viewed' })).toHaveAttribute('aria-checked', 'true');
  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await expect(page.getByRole('heading', { name: goods.name.en })).toBeVisible();
  await page.goto('/en/mine/footprint');
  await expect(page.getByText(goods.name.en).first()).toBeVisible();
});
