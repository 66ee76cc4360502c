import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SIZE } from './support/goods.ts';
import { apiCall } from './support/api.ts';
import { placeOrder } from './support/orders.ts';
import { addVideo } from './support/videos.ts';

/** Small things a shopper saw (issue 34, item 9), each where only the page shows it, in zh, en and ar. */

const PREFIXES = ['', '/zh-tw', '/en', '/ja', '/ko', '/ru', '/ar', '/id', '/th', '/vi'] as const;
const LANGS = [
  { lang: 'zh', prefix: '', spec: '尺寸: 中号', soldOut: '小号（已售罄）', click: '点击', send: '发表评论', wait: /评论太频繁了，请 \d+ 秒后再试$/ },
  { lang: 'en', prefix: '/en', spec: 'Size: Medium', soldOut: 'Small (Sold out)', click: 'Click', send: 'Post comment', wait: /You are commenting too quickly; please wait \d+ seconds? and try again$/ },
  { lang: 'ar', prefix: '/ar', spec: 'Size: Medium', soldOut: 'Small (نفدت الكمية)', click: 'انقر', send: 'نشر التعليق', wait: /أنت تعلّق بسرعة كبيرة؛ يُرجى الانتظار .+ ثم المحاولة مجددًا$/ },
] as const;

/** A picture of the page for a person to look at, when SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
}

/** Text as read, without the invisible marks that isolate a value's direction. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();

/** The placeholder's drawn width against the room the field gives it (its content box). */
async function placeholderFit(page: Page, selector: string) {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, needed: Math.ceil(context.measureText(input.placeholder).width), room };
  });
}

test('the order search box holds its whole placeholder in every language', async ({ page, member, loginAs }) => {
  await loginAs(member);
  for (const prefix of PREFIXES) {
    await page.goto(`${prefix}/mine/myOrder/list`);
    const fit = await placeholderFit(page, '[data-order-list] input[type="search"]');
    expect(fit.text.length, prefix).toBeGreaterThan(0);
    // Canvas and layout may round a shaped line (Thai marks) a pixel apart.
    expect(fit.needed, `${prefix || '/zh'}: ${fit.text}`).toBeLessThanOrEqual(fit.room + 1);
    if (['', '/en', '/ar'].includes(prefix)) await shot(page, `order-search${prefix.replace('/', '-') || '-zh'}`);
  }
});

for (const l of LANGS) {
  test.describe(`${l.lang}`, () => {
    test(`${l.lang}: the cashier shows each line's specification`, async ({ page, request, buyer, loginAs, seedGoods }) => {
      const [goods] = await seedGoods({ specs: [SIZE] });
      const orderNo = await placeOrder(request, buyer, goods.skus[1]!);
      await loginAs(buyer);
      await page.goto(`${l.prefix}/pay?orderNo=${orderNo}`);
      const line = page.locator(`[data-order-item="${goods.skus[1]!.skuId}"]`);
      await expect(line.locator('[data-item-spec]')).toHaveText(l.spec);
      await shot(page, `cashier-${l.lang}`);
    });

    test(`${l.lang}: an address card names no fee when the order ships free, and the fee when it applies`, async ({ page, buyer, loginAs, seedGoods }) => {
      const [free, paid] = await seedGoods({ freeShipping: true }, { price: 1000 });
      await loginAs(buyer);
      await page.goto(`${l.prefix}/goods/confirmOrder?goodsId=${free.goodsId}&skuId=${free.sku.skuId}&quantity=1`);
      await expect(page.locator('[data-freight="free"]')).toBeVisible();
      await expect(page.locator('[data-address-option]').first()).toBeVisible();
      await expect(page.locator('[data-address-option] [data-address-fee]')).toHaveCount(0);
      await shot(page, `confirm-free-${l.lang}`);

      await page.goto(`${l.prefix}/goods/confirmOrder?goodsId=${paid.goodsId}&skuId=${paid.sku.skuId}&quantity=1`);
      await expect(page.locator('[data-freight="charged"]')).toBeVisible();
      await expect(page.locator('[data-address-option] [data-address-fee]').first()).toBeVisible();
    });

    test(`${l.lang}: a sold-out value is spaced the way the language writes it`, async ({ page, seedGoods }) => {
      const [goods] = await seedGoods({ specs: [SIZE], stock: 0 });
      await page.goto(`${l.prefix}/goods/details?id=${goods.goodsId}`);
      const small = page.locator('label').filter({ has: page.locator('input[type="radio"]') }).first();
      await expect.poll(async () => plain(await small.textContent())).toBe(l.soldOut);
      await shot(page, `sold-out-${l.lang}`);
    });

    test(`${l.lang}: the empty favourites page asks to click`, async ({ page, member, loginAs }) => {
      await loginAs(member);
      await page.goto(`${l.prefix}/mine/myCollect`);
      await expect(page.getByText(l.click, { exact: false }).first()).toBeVisible();
      await shot(page, `favourites-empty-${l.lang}`);
    });

    test(`${l.lang}: a comment past the per-minute limit says how long to wait`, async ({ page, request, member, loginAs }) => {
      const { id } = await addVideo();
      // The limit's five comments of this minute, then one more from the page.
      for (let i = 0; i < 5; i++) await apiCall(request, member.token, 'video/comment', { videoId: id, content: `note ${i}` });
      await loginAs(member);
      await page.goto(`${l.prefix}/video/?id=${id}`);
      const comments = page.locator('[data-video-comments]');
      await comments.getByRole('textbox').first().fill('one more');
      await comments.getByRole('button', { name: l.send }).click();
      // The toast's text follows its icon.
      await expect(page.locator('[data-toasts="error"]')).toHaveText(l.wait);
      await expect(comments.getByRole('textbox').first()).toHaveValue('one more');
      await shot(page, `comment-wait-${l.lang}`);
    });

    test(`${l.lang}: the sandbox payment page asks for nothing that is not there`, async ({ page, request, member }) => {
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      const { payUrl } = await (await request.post('/api/balance/recharge', { data: { amount: 30000, agree: true }, headers: { token: member.token, lang: l.lang } })).json().then((b: { data: { payUrl: string } }) => b.data);
      await page.goto(payUrl);
      await expect(page.locator('[data-amount="30000"]')).toBeVisible();
      const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(icons.length).toBeGreaterThan(0);
      for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
      expect((await request.get('/favicon.ico')).status()).toBe(200);
      // The browser asks for the icon after the page has loaded.
      await page.waitForTimeout(500);
      expect(failed).toEqual([]);
      await shot(page, `sandbox-${l.lang}`);
    });
  });
}
