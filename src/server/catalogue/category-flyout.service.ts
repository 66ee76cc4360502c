import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { CategoryFlyout } from '../../lib/schemas/home.ts';
import { brandIdsIn, bestSellersIn } from './category-flyout.repository.ts';
import { descendantIds, listBrands, listCategories } from './category.service.ts';
import { toCard } from './goods.service.ts';

/** Goods and brands a flyout shows: enough to fill its panel beside the subcategories. */
const FLYOUT_GOODS = 4;
const FLYOUT_BRANDS = 8;

/**
 * What the home page's category flyouts show besides the subcategories, for every top category at once
 * (one call when the page opens): the brands selling there and the best-selling goods of the category
 * and everything under it.
 */
export async function categoryFlyouts(db: Executor, locale: Locale): Promise<CategoryFlyout[]> {
  const [tree, brands] = await Promise.all([listCategories(db, locale), listBrands(db, locale)]);
  const brandById = new Map(brands.map((b) => [b.id, b]));
  return Promise.all(
    tree.map(async (top) => {
      const ids = descendantIds(tree, top.id);
      const [goods, brandIds] = await Promise.all([bestSellersIn(db, locale, ids, FLYOUT_GOODS), brandIdsIn(db, ids, FLYOUT_BRANDS)]);
      return {
        categoryId: top.id,
        brands: brandIds.flatMap((id) => {
          const brand = brandById.get(id);
          return brand ? [{ id: brand.id, name: brand.name, logo: brand.logo }] : [];
        }),
        goods: goods.map(toCard),
      };
    }),
  );
}
