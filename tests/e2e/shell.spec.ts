import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';

test.describe('home in three languages', () => {
  const cases = [
    { prefix: '', lang: 'zh', dir: 'ltr', title: '首页 - 兰花商城', hero: '私密好物，安心到家' },
    { prefix: '/en', lang: 'en', dir: 'ltr', title: 'Home - Orchid Mall', hero: 'Intimate essentials, delivered with care' },
    { prefix: '/ar', lang: 'ar', dir: 'rtl', title: 'الرئيسية - أوركيد مول', hero: 'منتجات خاصة تصلك بعناية' },
  ];
  for (const c of cases) {
    test(`renders ${c.lang} with its direction`, async ({ page }) => {
      await page.goto(`${c.prefix}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
      await expect(page).toHaveTitle(c.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero);
      const logo = await page.locator('header [data-logo]').first().boundingBox();
      const width = page.viewportSize()!.width;
      expect(logo).not.toBeNull();
      if (c.dir === 'rtl') expect(logo!.x).toBeGreaterThan(width / 2);
      else expect(logo!.x + logo!.width).toBeLessThan(width / 2);
    });
  }
});

test('the language picker keeps the page and the choice persists', async ({ page }) => {
  await page.goto('/goods/list?keyword=gel');
  await page.getByRole('button', { name: /选择语言/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/goods\/list\/?\?keyword=gel$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  await page.goto('/helperCenter/newbie');
  await expect(page).toHaveURL(/\/en\/helperCenter\/newbie\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a guest on a member page is sent to log in, in the page language', async ({ page }) => {
  await page.goto('/mine/setting');
  await expect(page).toHaveURL(/\/login\/?\?redirect=%2Fmine%2Fsetting$/);
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);

  await page.goto('/en/mine/setting');
  await expect(page).toHaveURL(/\/en\/login\/?\?redirect=%2Fmine%2Fsetting$/);
  await expect(page).toHaveTitle('Log in - Orchid Mall');
});

test('a member stays on member pages, titled by the route table', async ({ page, member, loginAs }) => {
  await loginAs(member);
  await page.goto('/mine/setting');
  await expect(page).toHaveURL(/\/mine\/setting\/?$/);
  await expect(page).toHaveTitle('账户设置 - 兰花商城');
  await page.goto('/pay');
  await expect(page).toHaveTitle('收银台 - 兰花商城');
  await page.goto('/en/mine/myOrder/list');
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an unknown path answers 404 in the language of its prefix', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 - 兰花商城');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');

  const english = await page.goto('/en/no/such/page');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
});

test('the floating widget is on shop pages but not on the video screens', async ({ page, member, loginAs }) => {
  await loginAs(member);
  await page.goto('/en/');
  await expect(page.locator('[data-floating-widget]')).toBeVisible();
  await page.goto('/en/video');
  await expect(page).toHaveTitle('Videos - Orchid Mall');
  await expect(page.locator('[data-floating-widget]')).toHaveCount(0);
  await page.goto('/video/collectVideo');
  await expect(page.locator('[data-floating-widget]')).toHaveCount(0);
});

test('customer service opens a popover with the hotline and the WeChat QR code', async ({ page }) => {
  await page.goto('/en/helperCenter/newbie');
  const popover = page.locator('#om-service');
  await expect(popover).toBeHidden();
  await page.locator('[data-floating-widget]').getByRole('button', { name: 'Support' }).click();
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Monday to Sunday');
  await expect(popover.getByRole('img', { name: /WeChat/ })).toBeVisible();
  await popover.getByRole('button', { name: 'Close' }).click();
  await expect(popover).toBeHidden();
});

test('feedback sends a guest to log in and back, and opens the dialog for a member', async ({ page, member, loginAs }) => {
  await page.goto('/en/goods/list?keyword=gel');
  await page.locator('[data-floating-widget]').getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/en\/login\/?\?redirect=%2Fgoods%2Flist%3Fkeyword%3Dgel$/);

  await loginAs(member);
  await page.goto('/en/goods/list');
  await page.locator('[data-floating-widget]').getByRole('link', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/goods\/list\/?$/);
});

test('the progress bar runs while the next page loads', async ({ page }) => {
  await page.goto('/en/');
  // The next page is held back until the bar has been seen, however fast or slow the machine is.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/en\/goods\/list/, async (route) => {
    await held;
    await route.continue();
  });
  // Clicked and watched inside the page: Playwright's click and locators wait for a navigation in progress.
  const barTurnedActive = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const bar = document.querySelector('[data-progress]')!;
        new MutationObserver(() => bar.classList.contains('is-active') && resolve(true)).observe(bar, { attributeFilter: ['class'] });
        document.querySelector<HTMLAnchorElement>('nav a[href="/en/goods/list"]')!.click();
      }),
  );
  expect(await barTurnedActive).toBe(true);
  release();
  await expect(page).toHaveURL(/\/en\/goods\/list/);
});

test.describe('accessibility and content security policy', () => {
  for (const path of ['/', '/login', '/en/', '/en/login', '/ar/', '/ar/login']) {
    test(`axe finds nothing serious on ${path}`, async ({ page }) => {
      // A full axe scan of a page with every island hydrated is CPU-bound: slow on a busy machine.
      test.slow();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(path);
      // What a visitor sees once the page has settled: every island hydrated, the home shelves filled.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      if (!path.endsWith('login')) await expect(page.locator('[data-home-section="hot"] [data-goods-id]').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(violations).toEqual([]);
    });
  }
});
