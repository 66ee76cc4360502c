import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { consoleLogin, operator, searchConsoleList, writeRichText } from './support/console.ts';

/**
 * An operator goes dashboard → goods → a goods' row and writes its description as rich text (a heading, a
 * list, bold words, a picture): the goods page shows exactly that. The goods is copied into a draft, put on a
 * home shelf in the order the operator gives it, and taken off shelf with its copy from the list's selection.
 */

const COPY = {
  en: { goods: 'Goods', shelves: 'Home shelves', search: 'Item number or name', save: 'Save', saved: 'Element updated', tab: 'English', heading: 'Heading', bullets: 'Bulleted list', bold: 'Bold', picture: 'Picture', copy: 'Copy as a new draft', find: 'Find goods by item number or name', add: 'Add', top: 'to the top', up: 'up', shelfSaved: 'Shelf saved; the home page shows it now', offShelf: 'Take off shelf', confirm: 'Confirm', offDone: 'goods taken off shelf', prefix: '/en' },
  zh: { goods: '商品', shelves: '首页货架', search: '货号或名称', save: '保存', saved: '条目已更新', tab: '简体中文', heading: '标题', bullets: '项目列表', bold: '加粗', picture: '图片', copy: '复制为新草稿', find: '按货号或名称查找商品', add: '加入', top: '移到最前', up: '上移', shelfSaved: '货架已保存，首页已按新顺序展示', offShelf: '下架', confirm: '确认', offDone: '已下架', prefix: '' },
} as const;
/** Each language arranges its own shelf, so the two tests running at once do not arrange the same one. */
const SHELF = { en: 'hot', zh: 'recommended' } as const;

async function openGoods(page: Page, copy: (typeof COPY)[keyof typeof COPY], itemNo: string) {
  await page.getByRole('menuitem', { name: copy.goods, exact: true }).click();
  await searchConsoleList(page, copy.search, itemNo);
  const row = page.getByRole('row').filter({ hasText: itemNo });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/admin\/goods\/\d+$/);
  await expect(page.locator('input[name=itemNo]')).toHaveValue(itemNo, { timeout: 20_000 });
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: rich-text description shown as written, a copy, a curated home shelf and bulk off shelf`, async ({ page, seedGoods }) => {
    test.setTimeout(240_000);
    const copy = COPY[lang];
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const [a, b] = await seedGoods({}, {});
    const itemNo = (g: typeof a) => `E2E${g.name.en.replace('Test goods ', '')}`.toUpperCase();
    await consoleLogin(page, lang, await operator('staff'));
    await openGoods(page, copy, itemNo(a));

    // The stored description opens as formatted text, not as tags.
    await page.getByRole('tab', { name: copy.tab, exact: true }).click();
    const panel = page.locator(`#goods-texts-${lang}`);
    const editor = panel.locator('.ProseMirror');
    await expect(editor).toContainText(a.name[lang]);
    await expect(editor).not.toContainText('<p>');
    await expect(editor.locator('p')).toHaveCount(1);

    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await writeRichText(page, panel, copy, { heading: 'Highlights', items: ['Soft', 'Quiet'], bold: 'Bold words' });
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#af57ff' } }).png().toBuffer();
    await panel.getByTestId('description-picture').setInputFiles({ name: 'inline.png', mimeType: 'image/png', buffer: png });
    await expect(editor.locator('img[src^="/media/goods/"]')).toHaveCount(1);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText(copy.saved)).toBeVisible({ timeout: 20_000 });

    const shop = await page.context().newPage();
    await shop.goto(`${copy.prefix}/goods/details?id=${a.goodsId}`);
    const description = shop.locator('[data-description]');
    await expect(description.locator('h3')).toHaveText('Highlights');
    await expect(description.locator('li')).toHaveText(['Soft', 'Quiet']);
    await expect(description.locator('strong')).toHaveText('Bold words');
    await expect(description.locator('img[src^="/media/goods/"]')).toHaveCount(1);
    await description.scrollIntoViewIfNeeded();
    await shop.screenshot({ path: `test-results/console-description-${lang}.png` });

    // Copy (the save went back to the list): a new draft opens in the form, off shelf, under a free item number.
    await openGoods(page, copy, itemNo(a));
    await page.getByRole('button', { name: copy.copy }).click();
    await expect(page.locator('input[name=itemNo]')).toHaveValue(`${itemNo(a)}-COPY`, { timeout: 20_000 });
    await expect(page.locator('input[name=onShelf]')).not.toBeChecked();

    // Home shelf: dashboard menu → the shelves screen; both goods added, a to the top, b above it, a up again.
    await page.getByRole('menuitem', { name: copy.shelves }).click();
    const shelfTitle = lang === 'en' ? 'Hot sellers' : '为你推荐';
    const section = page.getByRole('region', { name: shelfTitle });
    for (const g of [a, b]) {
      await section.getByLabel(copy.find).fill(itemNo(g));
      await section.getByRole('listitem').filter({ has: page.getByText(itemNo(g), { exact: true }) }).getByRole('button', { name: copy.add }).click();
      await section.getByRole('button', { name: new RegExp(`${g.name[lang]}.*${copy.top}|${copy.top}.*${g.name[lang]}`) }).click();
    }
    await section.getByRole('button', { name: new RegExp(`${copy.up}.*${a.name[lang]}|${a.name[lang]} ${copy.up}`) }).click();
    await section.getByRole('button', { name: new RegExp(lang === 'en' ? 'Save Hot sellers' : '保存「为你推荐」') }).click();
    await expect(page.getByText(copy.shelfSaved)).toBeVisible({ timeout: 20_000 });
    await shop.goto(`${copy.prefix}/`);
    const shelf = shop.locator(`[data-home-section=${SHELF[lang]}]`);
    const names = await shelf.locator('a').allInnerTexts();
    const at = (name: string) => names.findIndex((t) => t.includes(name));
    expect(at(a.name[lang])).toBeGreaterThanOrEqual(0);
    expect(at(a.name[lang])).toBeLessThan(at(b.name[lang]));

    // Bulk: the goods and its copy (same name) selected in the list, taken off shelf together.
    await page.getByRole('menuitem', { name: copy.goods, exact: true }).click();
    await searchConsoleList(page, copy.search, a.name[lang]);
    await expect(page.getByRole('row').filter({ hasText: a.name[lang] })).toHaveCount(2);
    for (const row of await page.getByRole('row').filter({ hasText: a.name[lang] }).all()) await row.getByRole('checkbox').check();
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: copy.offShelf, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: copy.confirm }).click();
    await expect(page.getByText(copy.offDone)).toBeVisible({ timeout: 20_000 });
    const gone = (await (await page.request.get('/api/goods/details', { params: { id: a.goodsId } })).json()) as { code: number };
    expect(gone.code).toBe(-1);
    expect(pageErrors).toEqual([]);
  });
}
