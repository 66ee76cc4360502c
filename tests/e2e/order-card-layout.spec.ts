import { expect, test } from './fixtures.ts';
import { placeOrder } from './support/orders.ts';

/** Order-card buttons keep their label on one line in every language (Japanese once broke 注文をキャンセル in two). */

const PREFIXES = ['', '/zh-tw', '/en', '/ja', '/ko', '/ru', '/ar', '/id', '/th', '/vi'];

test('order list action buttons never wrap their label', async ({ page, request, buyer, loginAs, seedGoods }) => {
  test.slow(); // ten order lists, one per language
  const [goods] = await seedGoods({});
  const orderNo = await placeOrder(request, buyer, goods.sku);
  await loginAs(buyer);
  for (const prefix of PREFIXES) {
    await page.goto(`${prefix}/mine/myOrder/list`);
    const actions = page.locator(`[data-order="${orderNo}"] [data-action]`);
    await expect(actions.first()).toBeVisible();
    const lines = await actions.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { label: element.textContent, lines: tops.size };
      }),
    );
    for (const line of lines) expect(line, `${prefix || '/'}: ${line.label}`).toEqual({ label: line.label, lines: 1 });
  }
});
