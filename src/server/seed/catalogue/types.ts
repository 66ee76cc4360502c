import type { Locale } from '../../../lib/i18n/locales.ts';

/** A text in every one of the ten locales; the type makes a missing translation a compile error. */
export type Text = Record<Locale, string>;

/** Long texts (descriptions, stories) are written in Chinese and English. */
export interface Bilingual {
  zh: string;
  en: string;
}

export const SERVICES = ['discreet', 'genuine', 'returns7', 'fastShip'] as const;
export type Service = (typeof SERVICES)[number];

export type HomeFlag = 'hot' | 'new' | 'recommended';

/** Silhouettes the image generator can draw. */
export type Shape = 'bottle' | 'pump' | 'tube' | 'jar' | 'candle' | 'box' | 'heart' | 'wave' | 'ribbon' | 'garment' | 'cards' | 'dice' | 'mask' | 'wand' | 'pebble' | 'sphere' | 'pouch' | 'packet' | 'roller' | 'case' | 'pillow' | 'collar';

/** A specification dimension in use: its vocabulary key and the value keys offered, in order. */
export type SpecRef = readonly [dimension: string, values: readonly string[]];

export interface GoodsSeedData {
  /** Stable slug: the item number and the images derive from it, so reseeding gives the same catalogue. */
  key: string;
  /** Key of the (sub)category the goods is listed in. */
  category: string;
  brand: string;
  shape?: Shape;
  name: Text;
  intro: Bilingual;
  points: { zh: readonly string[]; en: readonly string[] };
  /** Fen. */
  price: number;
  market: number;
  sale?: number;
  /** Omitted: derived a little below the price. false: no member price. */
  member?: number | false;
  sales: number;
  free?: boolean;
  thirdParty?: boolean;
  offShelf?: boolean;
  flags?: readonly HomeFlag[];
  specs: readonly SpecRef[];
  /** Own prices of the SKUs, by position of the first dimension's value; null keeps the goods price. */
  skuPrices?: readonly (number | null)[];
}

export interface SubcategoryData {
  key: string;
  names: Text;
}

export interface CategoryFile {
  key: string;
  /** Two letters in every item number of the category. */
  code: string;
  names: Text;
  shape: Shape;
  /** Unopened goods of this kind may be returned within seven days. */
  returnable: boolean;
  children: readonly SubcategoryData[];
  /** Use and care paragraph shared by the category's descriptions. */
  care: Bilingual;
  goods: readonly GoodsSeedData[];
}
