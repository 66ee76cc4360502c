import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { unique } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';

/**
 * A category, brand and banner opened from their lists and saved unchanged change nothing: the form does not
 * alter what it loaded (its Save stays off until the operator changes something), and what it holds sent back
 * leaves the stored record and what the shop shows as they were.
 */

const COPY = {
  en: { categories: 'Categories', brands: 'Brands', banners: 'Banners', save: 'Save', tab: 'English', hidden: 'Hidden' },
  zh: { categories: '分类', brands: '品牌', banners: '轮播图', save: '保存', tab: 'English', hidden: '隐藏' },
} as const;

type Resource = 'categories' | 'brands' | 'banners';
type Json = Record<string, unknown>;

async function admin(request: APIRequestContext, token: string, path: string, json?: object): Promise<Json> {
  const res = json ? await request.post(`/api/admin${path}`, { data: json, headers: { token } }) : await request.get(`/api/admin${path}`, { headers: { token } });
  const body = (await res.json()) as { code: number; msg: string; data: Json };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** What the shop shows of the record, in three languages: in its category menu, its brand filter, the home page's banners. */
async function shopView(request: APIRequestContext, resource: Resource, id: number): Promise<unknown> {
  const path = { categories: 'home/goodsCategoryList', brands: 'goods/brandList', banners: 'home/index' }[resource];
  return Promise.all(
    ['zh', 'en', 'ja'].map(async (lang) => {
      const data = ((await (await request.get(`/api/${path}`, { headers: { lang } })).json()) as { data: unknown }).data;
      const list = (resource === 'banners' ? (data as { banners: unknown[] }).banners : data) as { id: number }[];
      const shown = list.find((r) => r.id === id);
      expect(shown, `${resource} ${id} in the shop (${lang})`).toBeTruthy();
      return shown;
    }),
  );
}

async function create(request: APIRequestContext, token: string, resource: Resource, tag: string): Promise<{ id: number; name: string }> {
  if (resource === 'categories') return { ...(await admin(request, token, '/categories', { sort: 9000, names: { zh: `往返分类 ${tag}`, en: `Round trip ${tag}` } })), name: tag } as { id: number; name: string };
  if (resource === 'brands') return { ...(await admin(request, token, '/brands', { sort: 9000, names: { zh: `往返品牌 ${tag}`, en: `Round trip ${tag}` }, stories: { en: 'A story\nin two lines' } })), name: tag } as { id: number; name: string };
  const png = await sharp({ create: { width: 1200, height: 360, channels: 3, background: '#9a3bef' } }).png().toBuffer();
  const upload = await request.post('/api/admin/media/banners', { headers: { token }, multipart: { file: { name: 'b.png', mimeType: 'image/png', buffer: png } } });
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const made = await admin(request, token, '/banners', { image, link: '/goods/list?sort=latest', sort: 9000, active: true, titles: { zh: `往返轮播 ${tag}`, en: `Round trip ${tag}` }, subtitles: { en: 'Subtitle' } });
  return { ...made, name: tag } as { id: number; name: string };
}

const withoutVersion = ({ version: _v, ...rest }: Json) => rest;

async function roundTrip(page: Page, lang: keyof typeof COPY, resource: Resource, token: string) {
  const copy = COPY[lang];
  const tag = unique();
  const record = await create(page.request, token, resource, tag);
  const before = await admin(page.request, token, `/${resource}/${record.id}`);
  const shopBefore = await shopView(page.request, resource, record.id);

  await page.goto('/admin');
  await page.getByRole('menuitem', { name: copy[resource], exact: true }).click();
  await page.getByRole('row').filter({ hasText: tag }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${resource}/${record.id}$`));
  await expect(page.locator('input[name=sort]')).toHaveValue('9000', { timeout: 20_000 });
  await page.getByRole('tab', { name: copy.tab, exact: true }).click();
  // Opened and looked through, the form has changed nothing: there is nothing to save.
  await expect(page.getByRole('button', { name: copy.save })).toBeDisabled();
  if (resource !== 'banners') {
    // Switched and switched back, still nothing.
    const hidden = page.getByRole('switch', { name: copy.hidden });
    await hidden.check();
    await expect(page.getByRole('button', { name: copy.save })).toBeEnabled();
    await hidden.uncheck();
    await expect(page.getByRole('button', { name: copy.save })).toBeDisabled();
  }

  // What the form loaded, sent back as it is: the record and the shop stay as they were.
  await admin(page.request, token, `/${resource}/${record.id}`, before);
  const after = await admin(page.request, token, `/${resource}/${record.id}`);
  expect(withoutVersion(after)).toEqual(withoutVersion(before));
  expect(await shopView(page.request, resource, record.id)).toEqual(shopBefore);
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: category, brand and banner forms opened from their lists and saved unchanged change nothing`, async ({ page }) => {
    test.setTimeout(180_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(page, lang, await operator('staff'));
    const token = (await page.evaluate(() => localStorage.getItem('om-admin-token')))!;
    for (const resource of ['categories', 'brands', 'banners'] as const) await roundTrip(page, lang, resource, token);
    expect(pageErrors).toEqual([]);
  });
}
