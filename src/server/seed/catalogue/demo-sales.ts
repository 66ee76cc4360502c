/**
 * The category files rate each goods' popularity in "sales" on a scale of thousands; the demo reviews
 * give every goods sold between one and sixteen reviews. Shown as they are, 18,600 sold beside 15 reviews
 * looks invented, so the shop records a sales figure on the scale of those reviews: popularity / 40,
 * which puts about twelve to thirty-five sales behind each demo review (src/server/seed/reviews/plan.ts).
 */
export function demoSales(popularity: number): number {
  return Math.round(popularity / 40);
}

/** Goods generated to fill the lists have no demo reviews: a few sales at most, as new goods would. */
export const SYNTHETIC_MAX_SALES = 36;
