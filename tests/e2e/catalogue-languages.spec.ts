import type { APIRequestContext } from '@playwright/test';
import { catalogueURL, expect, test } from './fixtures.ts';

// The demo catalogue as seeded: its goods carry descriptions in all ten languages (playwright.config.ts).
test.use({ baseURL: catalogueURL });

// Characters that exist only in simplified Chinese (the unit test of the texts holds the longer list).
const SIMPLIFIED_ONLY = /[这们个为与发时会对过还见东车门问间关开头实现点热级经给节让认识语说读请论设计护带样机环线组织质买务动办变号听园图场声处备复够奖宝层岁师帮应张归当录态总户扩执换据构标检楼欢气没洁满灯灵烛烟爱独电画疗盐监盖码确礼离种称简类紧红纤约纪纯纸细织终经结绒统绣续维综绿缓编缝联肤脑节药获营蓝补装观规视觉订让议记许访证评试话该误调费资赏转软轻较边达运这进远选递针钟钢钥钮钱铁银锁错键镜闭队阳阶际险随难须预领题颜风饰验鱼鲜鸟麦黄齐龙]/u;

async function firstGoodsId(request: APIRequestContext): Promise<number> {
  const body = await (await request.get('/api/goods/list', { params: { page: 1, pageSize: 1, sort: 'sales' }, headers: { lang: 'zh-TW' } })).json();
  return (body.data as { list: { id: number }[] }).list[0]!.id;
}

test('zh-TW: a demo goods page describes the goods in traditional characters', async ({ page, request }) => {
  const id = await firstGoodsId(request);
  await page.goto(`/zh-tw/goods/details?id=${id}`);
  const description = page.locator('[data-description]');
  await expect(description).toContainText('商品特色');
  await expect(description).toContainText('隱密配送');
  const text = await description.innerText();
  expect(text.match(new RegExp(SIMPLIFIED_ONLY, 'gu')) ?? []).toEqual([]);
  expect(await page.locator('[data-goods-name]').innerText()).not.toMatch(SIMPLIFIED_ONLY);
});

test('ar: a demo goods page is written in Arabic, its catalogue texts set their own direction', async ({ page, request }) => {
  const id = await firstGoodsId(request);
  await page.goto(`/ar/goods/details?id=${id}`);
  const description = page.locator('[data-description]');
  await expect(description).toContainText('أبرز المزايا');
  await expect(description).toHaveAttribute('dir', 'auto');
  await expect(page.locator('h1[data-goods-name]')).toHaveAttribute('dir', 'auto');
  expect(await description.innerText()).not.toMatch(/\p{Script=Han}/u);
});
