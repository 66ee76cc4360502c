import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryNode, HomeIndex } from '../../src/lib/schemas/home.ts';
import { catalogueURL, expect, test } from './fixtures.ts';
import { seriousViolations } from './support/a11y.ts';

// The demo catalogue's own content, read where no other test adds goods or buys (playwright.config.ts).
test.use({ baseURL: catalogueURL });

interface Case {
  lang: 'zh' | 'en' | 'ar';
  prefix: string;
  categories: string;
  category: string;
  banner: string;
  sections: [hot: string, latest: string, recommended: string];
  brands: string;
  next: string;
  previous: string;
  pause: string;
  play: string;
}

const CASES: Case[] = [
  { lang: 'zh', prefix: '', categories: '全部商品分类', category: '按摩养护', banner: '新品上架', sections: ['热卖商品', '新品上架', '为你推荐'], brands: '品牌专区', next: '下一张', previous: '上一张', pause: '暂停自动播放', play: '开始自动播放' },
  { lang: 'en', prefix: '/en', categories: 'All categories', category: 'Massage & Wellness', banner: 'New arrivals', sections: ['Hot sellers', 'New arrivals', 'Recommended for you'], brands: 'Brand zone', next: 'Next banner', previous: 'Previous banner', pause: 'Pause the slideshow', play: 'Play the slideshow' },
  { lang: 'ar', prefix: '/ar', categories: 'كل الفئات', category: 'التدليك والعافية', banner: 'وصل حديثًا', sections: ['الأكثر رواجًا', 'وصل حديثًا', 'مقترحات لك'], brands: 'ركن العلامات التجارية', next: 'اللافتة التالية', previous: 'اللافتة السابقة', pause: 'إيقاف العرض التلقائي مؤقتًا', play: 'تشغيل العرض التلقائي' },
];

async function api<T>(request: APIRequestContext, path: string, lang: string): Promise<T> {
  const body = await (await request.get(`/api/${path}`, { headers: { lang } })).json();
  expect(body.code).toBe(200);
  return body.data as T;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The page URL after the origin, with or without the trailing slash Astro adds to directory pages. */
const at = (path: string) => {
  const [pathname = '', search] = path.split('?');
  return new RegExp(`^http://[^/]+${escape(pathname)}/?${search ? escape(`?${search}`) : ''}$`);
};

async function openHome(page: Page, c: Case) {
  await page.goto(`${c.prefix}/`);
  await expect(page.locator('[data-slide]').first()).toBeAttached();
  await expect(page.locator('[data-home-brands]')).toBeVisible();
}

/** Takes the pointer and focus off the carousel, which holds still while either is on it. */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const activeTitle = (page: Page) => page.locator('[data-slide][data-active] [data-banner-title]');

for (const c of CASES) {
  test.describe(`home in ${c.lang}`, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

    test('shows categories, banners, the three sections and brands in the page language', async ({ page, request }) => {
      const [tree, home] = await Promise.all([api<CategoryNode[]>(request, 'home/goodsCategoryList', c.lang), api<HomeIndex>(request, 'home/index', c.lang)]);
      await openHome(page, c);

      const nav = page.getByRole('navigation', { name: c.categories });
      await expect(nav.locator('[data-category-id]')).toHaveText(tree.map((t) => t.name));
      await expect(nav.locator('[data-category-id]').first()).toHaveText(c.category);

      await expect(page.locator('[data-banner-title]')).toHaveText(home.banners.map((b) => b.title));
      await expect(activeTitle(page)).toHaveText(c.banner);

      const keys = ['hot', 'new', 'recommended'] as const;
      for (const [i, key] of keys.entries()) {
        const title = c.sections[i]!;
        const section = page.getByRole('region', { name: title });
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
        await expect(section.locator('[data-goods-name]')).toHaveText(home[key].map((g) => g.name));
      }
      const brands = page.getByRole('region', { name: c.brands });
      await expect(brands.locator('[data-brand-id]')).toHaveText(home.brands.map((b) => b.name));
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('categories and their subcategories open their goods lists', async ({ page, request }) => {
      const tree = await api<CategoryNode[]>(request, 'home/goodsCategoryList', c.lang);
      const top = tree[1]!;
      const child = top.children[0]!;

      await openHome(page, c);
      await page.locator(`[data-category-id="${top.id}"]`).hover();
      const panel = page.locator(`[data-category-panel="${top.id}"]`);
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: child.name, exact: true }).click();
      await expect(page).toHaveURL(at(`${c.prefix}/goods/list?categoryId=${child.id}`));

      await openHome(page, c);
      await page.getByRole('link', { name: tree[0]!.name, exact: true }).click();
      await expect(page).toHaveURL(at(`${c.prefix}/goods/list?categoryId=${tree[0]!.id}`));
    });

    test('banners, brands, goods and "more" open the right pages', async ({ page, request }) => {
      const home = await api<HomeIndex>(request, 'home/index', c.lang);
      await openHome(page, c);
      await page.locator('[data-slide][data-active] a').click();
      await expect(page).toHaveURL(at(`${c.prefix}${home.banners[0]!.link}`));

      await openHome(page, c);
      const brand = home.brands[2]!;
      await page.getByRole('link', { name: brand.name, exact: true }).click();
      await expect(page).toHaveURL(at(`${c.prefix}/goods/list?brandId=${brand.id}`));

      await openHome(page, c);
      const goods = home.recommended[0]!;
      await page.getByRole('region', { name: c.sections[2] }).locator(`[data-goods-id="${goods.id}"]`).click();
      await expect(page).toHaveURL(at(`${c.prefix}/goods/details?id=${goods.id}`));

      await openHome(page, c);
      const more = page.getByRole('region', { name: c.sections[0] }).locator('[data-more]');
      await expect(more).toHaveAccessibleName(new RegExp(escape(c.sections[0])));
      await more.click();
      await expect(page).toHaveURL(at(`${c.prefix}/goods/list?sort=sales`));
    });

    test('the carousel moves with its buttons and keeps still for reduced motion', async ({ page, request }) => {
      const { banners } = await api<HomeIndex>(request, 'home/index', c.lang);
      await page.clock.install();
      await openHome(page, c);
      const carousel = page.locator('[data-carousel]');
      await carousel.getByRole('button', { name: c.next }).click();
      await expect(activeTitle(page)).toHaveText(banners[1]!.title);
      await carousel.getByRole('button', { name: c.previous }).click();
      await carousel.getByRole('button', { name: c.previous }).click();
      await expect(activeTitle(page)).toHaveText(banners.at(-1)!.title);
      await carousel.getByRole('button', { name: new RegExp(escape(banners[1]!.title)) }).click();
      await expect(activeTitle(page)).toHaveText(banners[1]!.title);
      await expect(carousel.getByRole('button', { name: new RegExp(escape(banners[1]!.title)) })).toHaveAttribute('aria-current', 'true');

      // Reduced motion: nothing turns by itself until the visitor presses play.
      await leave(page);
      await page.clock.runFor(20_000);
      await expect(activeTitle(page)).toHaveText(banners[1]!.title);
      await carousel.getByRole('button', { name: c.play }).click();
      await page.mouse.move(0, 0);
      await page.clock.runFor(6_500);
      await expect(activeTitle(page)).toHaveText(banners[2]!.title);
    });
  });
}

test('without a reduced-motion wish the banners turn by themselves, hold under the pointer and stop on pause', async ({ page, request }) => {
  const { banners } = await api<HomeIndex>(request, 'home/index', 'en');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.clock.install();
  await openHome(page, CASES[1]!);
  await page.clock.runFor(6_500);
  await expect(activeTitle(page)).toHaveText(banners[1]!.title);

  const carousel = page.locator('[data-carousel]');
  await carousel.hover();
  await page.clock.runFor(13_000);
  await expect(activeTitle(page)).toHaveText(banners[1]!.title);

  await carousel.getByRole('button', { name: 'Pause the slideshow' }).click();
  await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await leave(page);
  await page.clock.runFor(13_000);
  await expect(activeTitle(page)).toHaveText(banners[1]!.title);
});

test('keyboard focus opens a category and Escape closes it', async ({ page, request }) => {
  const tree = await api<CategoryNode[]>(request, 'home/goodsCategoryList', 'en');
  await openHome(page, CASES[1]!);
  const top = page.locator(`[data-category-id="${tree[0]!.id}"]`);
  await top.focus();
  const panel = page.locator(`[data-category-panel="${tree[0]!.id}"]`);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(top).toBeFocused();
});

test('the first HTML holds the categories, banners, shelves and brands, with no script needed, and shared caches may keep it', async ({ request }) => {
  const response = await request.get('/en/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const html = await response.text();
  const home = await api<HomeIndex>(request, 'home/index', 'en');
  const tree = await api<CategoryNode[]>(request, 'home/goodsCategoryList', 'en');
  const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const name of [...tree.map((c) => c.name), ...home.banners.map((b) => b.title), ...home.brands.map((b) => b.name)]) expect(html).toContain(text(name));
  for (const goods of [...home.hot, ...home.new, ...home.recommended]) expect(html).toContain(`data-goods-id="${goods.id}"`);
  expect(html).not.toContain('astro-island');
});
