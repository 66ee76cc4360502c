import { SYNTHETIC_MAX_SALES } from './demo-sales.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { GoodsDraft } from '../../catalogue/goods-draft.ts';
import type { SpecDimension } from '../../../lib/schemas/goods.ts';
import { CATALOGUE_DATE } from './drafts.ts';
import { between, pick, sample } from './random.ts';
import type { Service } from './types.ts';
import { EDITIONS, SERIES } from './words.ts';

/** A demo goods a synthetic goods is modelled on: its category, brand, price level, names and specs. */
export interface GoodsTemplate {
  categoryId: number;
  brandId: number | null;
  price: number;
  names: Partial<Record<Locale, string>>;
  specs: Partial<Record<Locale, SpecDimension[]>>;
}

const YEAR = 365 * 86_400_000;

/** Shelf prices end in 90 fen. */
const shelfPrice = (fen: number) => Math.max(990, Math.round(fen / 100) * 100 - 10);

export function syntheticItemNo(n: number): string {
  return `SG${String(n).padStart(7, '0')}`;
}

function skusFor(random: () => number, dims: readonly SpecDimension[]): GoodsDraft['skus'] {
  let combos: number[][] = [[]];
  for (const dim of dims) combos = combos.flatMap((c) => dim.values.map((_, i) => [...c, i]));
  const wanted = Math.min(combos.length, between(random, 1, 3));
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(Math.floor(random() * combos.length));
  return [...chosen].sort((a, b) => a - b).map((i) => ({ values: combos[i] ?? [], stock: random() < 0.1 ? 0 : between(random, 1, 400), price: null }));
}

/** One synthetic goods: the template's name with a series and an edition, in every locale the template has. */
export function syntheticDraft(random: () => number, template: GoodsTemplate, itemNo: string, imagePool: readonly string[]): GoodsDraft {
  const series = pick(random, SERIES);
  const edition = pick(random, EDITIONS);
  const price = shelfPrice(template.price * (0.6 + random()));
  const marketPrice = Math.round((price * (1.15 + random() * 0.45)) / 100) * 100;
  const memberPrice = random() < 0.8 ? Math.min(price - 10, Math.round((price * (0.86 + random() * 0.08)) / 10) * 10) : null;
  const salePrice = random() < 0.25 ? Math.min(price - 10, Math.round((price * (0.7 + random() * 0.2)) / 10) * 10) : null;
  const selfOperated = random() < 0.9;
  const services: Service[] = ['discreet', 'genuine'];
  if (random() < 0.5) services.push('returns7');
  if (selfOperated) services.push('fastShip');
  const images = sample(random, imagePool, 3);

  const i18n: GoodsDraft['i18n'] = {};
  for (const [locale, base] of Object.entries(template.names) as [Locale, string][]) {
    i18n[locale] = { name: `${base} · ${series[locale]} · ${edition[locale]}`, specs: template.specs[locale] ?? [] };
  }
  const dims = template.specs.en ?? template.specs.zh ?? [];
  return {
    itemNo,
    categoryId: template.categoryId,
    brandId: template.brandId,
    price,
    marketPrice,
    salePrice,
    memberPrice,
    sales: Math.floor(random() ** 3 * SYNTHETIC_MAX_SALES),
    freeShipping: random() < 1 / 3,
    selfOperated,
    onShelf: random() < 0.98,
    services,
    images,
    flags: [],
    createdAt: new Date(CATALOGUE_DATE - Math.floor(random() * YEAR)).toISOString(),
    i18n,
    skus: skusFor(random, dims),
  };
}
