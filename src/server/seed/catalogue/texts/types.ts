/** A goods' description in one language: the introduction, then its three highlights. */
export type GoodsText = readonly [intro: string, point1: string, point2: string, point3: string];

/** The description texts of the demo catalogue in one language beyond zh and en, which the category files hold. */
export interface LocaleTexts {
  headings: { points: string; care: string; delivery: string; shipping: string };
  /** Use and care paragraph per top-level category key. */
  care: Record<string, string>;
  /** Per goods key. */
  goods: Record<string, GoodsText>;
  /** Brand story per brand key. */
  brands: Record<string, string>;
}
