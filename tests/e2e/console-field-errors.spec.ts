import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { unique } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';

/**
 * A new goods, banner or video saved without its picture or file keeps the form and what was typed, and says
 * beside the field what is missing, in the operator's language (it used to crash the whole console).
 */

const COPY = {
  zh: { goods: '商品', banners: '轮播图', videos: '视频', create: '新建', save: '保存', images: '请上传 1–8 张商品图片', picture: '请上传图片', file: '请选择视频文件' },
  en: { goods: 'Goods', banners: 'Banners', videos: 'Videos', create: 'Create', save: 'Save', images: 'Please upload 1–8 goods pictures', picture: 'Please upload a picture', file: 'Please choose a video file' },
} as const;

/** Dashboard → the list in the menu → its create button, as an operator gets to a new record. */
async function openCreate(page: Page, menu: string, create: string, path: string) {
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}(\\?.*)?$`));
  await page.getByRole('link', { name: create, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}/create$`));
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: saving a new goods, banner or video without its picture or file says so beside the field and keeps the form`, async ({ page }) => {
    test.setTimeout(90_000);
    const copy = COPY[lang];
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await consoleLogin(page, lang, await operator('owner'));

    const itemNo = `ERR-${unique()}`;
    await openCreate(page, copy.goods, copy.create, 'goods');
    await page.locator('input[name=itemNo]').fill(itemNo);
    await page.locator('input[name="texts.zh.name"]').fill(`没有图片的商品 ${itemNo}`);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: copy.images })).toBeVisible();
    await expect(page.locator('input[name=itemNo]')).toHaveValue(itemNo);
    await expect(page.locator('input[name="texts.zh.name"]')).toHaveValue(`没有图片的商品 ${itemNo}`);
    await expect(page).toHaveURL(/\/admin\/goods\/create$/);

    await openCreate(page, copy.banners, copy.create, 'banners');
    await page.locator('input[name="titles.zh"]').fill('没有图片的轮播图');
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: copy.picture })).toBeVisible();
    await expect(page.locator('input[name="titles.zh"]')).toHaveValue('没有图片的轮播图');

    await openCreate(page, copy.videos, copy.create, 'videos');
    await page.locator('input[name="texts.zh.title"]').fill('没有文件的视频');
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: copy.file })).toBeVisible();
    await expect(page.locator('input[name="texts.zh.title"]')).toHaveValue('没有文件的视频');

    expect(pageErrors).toEqual([]);
  });
}
