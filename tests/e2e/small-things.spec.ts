import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Small things a shopper saw (issue 34, item 9), each where only the page shows it. */

const PREFIXES = ['', '/zh-tw', '/en', '/ja', '/ko', '/ru', '/ar', '/id', '/th', '/vi'] as const;

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
    expect(fit.needed, `${prefix || '/zh'}: ${fit.text}`).toBeLessThanOrEqual(fit.room);
  }
});
