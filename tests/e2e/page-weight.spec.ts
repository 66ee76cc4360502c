import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadScripts, overBudget, pageWeight, weighedPages } from '../../scripts/bench/sizes.ts';

/**
 * The size budgets of budgets.json (DESIGN.md §10) on the build this suite runs against: JavaScript loaded on
 * first load and HTML, brotli, of home, goods list, goods detail, a help page and login in zh, en and ar, and of
 * the operator console.
 */
const clientDir = join(import.meta.dirname, '../../dist/client');

test('pages stay within their size budgets', async ({ request }) => {
  const list = await (await request.get('/api/goods/list', { params: { page: 1, pageSize: 1 } })).json();
  const detailId: number = list.data.list[0].id;
  const weights = [];
  for (const page of weighedPages(detailId)) {
    const res = await request.get(page.path);
    expect(res.status(), page.path).toBe(200);
    weights.push(pageWeight(clientDir, page, await res.text()));
  }
  expect(overBudget(weights)).toEqual([]);
});

test('a help page loads no React and embeds only the messages its scripts use', async ({ request }) => {
  const html = await (await request.get('/en/helperCenter/newbie')).text();
  const scripts = firstLoadScripts(clientDir, html).join(' ');
  expect(scripts).not.toMatch(/astro-island|client\.[\w-]+\.js|react/i);
  const messages = JSON.parse(/<script type="application\/json" id="om-messages"[^>]*>([^<]*)<\/script>/.exec(html)![1]!);
  expect(messages['header.cartCount_one']).toBe('Cart, {count} item');
  expect(messages['goodsDetail.buyNow']).toBeUndefined();
});

test("shopper pages load none of the operator console's code", async ({ request }) => {
  const list = await (await request.get('/api/goods/list', { params: { page: 1, pageSize: 1 } })).json();
  const consoleHtml = await (await request.get('/admin')).text();
  const consoleFiles = firstLoadScripts(clientDir, consoleHtml);
  // react-admin and MUI mark their components with these names; the console's first load has them, no shop page may.
  const marks = /RaLayout|MuiButtonBase/;
  expect(consoleFiles.some((file) => marks.test(readFileSync(file, 'utf8')))).toBe(true);
  for (const page of weighedPages(list.data.list[0].id).filter((p) => p.kind !== 'console')) {
    const scripts = firstLoadScripts(clientDir, await (await request.get(page.path)).text());
    const consoleOnly = scripts.filter((file) => marks.test(readFileSync(file, 'utf8')));
    expect(consoleOnly, page.path).toEqual([]);
  }
});
