import { expect, test } from './fixtures.ts';
import { apiCall } from './support/api.ts';
import { consoleLogin, operator } from './support/console.ts';

/** The owner asks the payment provider about a top-up from its row and is told the provider's answer, not a bare "done". */

const COPY = {
  zh: { topUps: '充值', ask: '向支付方查询', waiting: '支付方尚未收到这笔付款，充值仍在等待支付' },
  en: { topUps: 'Top-ups', ask: 'Ask the provider', waiting: 'The provider has no payment for it yet: the top-up is still waiting' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: asking the provider about a top-up it has no payment for says it is still waiting`, async ({ page, request, buyer }) => {
    test.setTimeout(60_000);
    const copy = COPY[lang];
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const { rechargeNo } = await apiCall<{ rechargeNo: string }>(request, buyer.token, 'balance/recharge', { amount: 10000, agree: true });

    await consoleLogin(page, lang, await operator('owner'));
    await page.getByRole('menuitem', { name: copy.topUps, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: rechargeNo });
    await row.getByRole('button', { name: copy.ask }).click();
    await expect(page.getByText(copy.waiting)).toBeVisible();
    await expect(row.getByRole('button', { name: copy.ask })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}
