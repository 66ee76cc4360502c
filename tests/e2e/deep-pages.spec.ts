import { expect, test } from "./fixtures.ts";

/**
 * A goods list pages at most 100 deep (decision 087): the last page link reaches page 100, which says why there
 * is no page after it, and an address past it opens page 100. Pages of one goods make 100 pages out of the goods
 * this suite's shop holds (its demo catalogue and what the specs add) plus forty made here.
 */
test("a long list ends at page 100, says how to see more, and a deeper address opens page 100", async ({
  page,
  seedGoods,
}) => {
  await seedGoods({}, ...Array.from({ length: 39 }, () => ({})));
  for (const [prefix, note] of [
    ["/en", "Lists show up to 100 pages"],
    ["/ar", "تعرض القوائم 100 صفحة كحد أقصى"],
  ] as const) {
    await page.goto(`${prefix}/goods/list?pageSize=1`);
    await expect(page.locator("[data-deepest-page]")).toHaveCount(0);
    await page.locator('nav [data-page="100"]').click();
    await expect(page).toHaveURL(/[?&]page=100\b/);
    await expect(
      page.locator('[aria-current="page"][data-page="100"]'),
    ).toBeVisible();
    await expect(page.locator("[data-page-next]")).toHaveCount(0);
    await expect(page.locator("[data-deepest-page]")).toContainText(note);
    await expect(page.locator("[data-goods-grid] > li")).toHaveCount(1);

    await page.goto(`${prefix}/goods/list?pageSize=1&page=150`);
    await expect(page).toHaveURL(/[?&]page=100\b/);
    await expect(
      page.locator('[aria-current="page"][data-page="100"]'),
    ).toBeVisible();
  }
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});
