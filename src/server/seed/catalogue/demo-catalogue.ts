import { insertBrand, insertCategory, insertGoods } from '../../catalogue/catalogue-write.service.ts';
import { seedMedia, type Seed } from '../seed.ts';
import { BRANDS } from './brands.ts';
import { CATEGORY_FILES } from './categories/index.ts';
import { brandStories } from './description.ts';
import { buildDraft } from './drafts.ts';
import { planCatalogueMedia } from './plan.ts';
import { renderMedia } from './render.ts';

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue: unknown ${what} "${key}"`);
  return value;
}

/**
 * Categories, brands and goods of the demo shop with generated pictures; the pictures are written before any row.
 * `sales`: the demo sales figures (development; the demo reviews are planned on them), or none (a production
 * shop asked for the demo catalogue: a figure "sold" there would be invented).
 */
function catalogueSeed(sales: 'demo' | 'none'): Seed {
  return {
    name: 'demo-catalogue',
    run: async (trx, ctx) => {
      const media = planCatalogueMedia();
      await renderMedia(seedMedia(ctx), media.jobs, 2);

      const brandIds = new Map<string, number>();
      const brandNames = new Map<string, string[]>();
      for (const [sort, brand] of BRANDS.entries()) {
        const id = await insertBrand(trx, { logo: required(media.brands, brand.key, 'brand'), sort, names: brand.names, stories: brandStories(brand) });
        brandIds.set(brand.key, id);
        brandNames.set(brand.key, Object.values(brand.names));
      }

      const categoryIds = new Map<string, number>();
      for (const [sort, file] of CATEGORY_FILES.entries()) {
        const parentId = await insertCategory(trx, { parentId: null, sort, icon: required(media.categories, file.key, 'category'), names: file.names });
        categoryIds.set(file.key, parentId);
        for (const [childSort, child] of file.children.entries()) {
          categoryIds.set(child.key, await insertCategory(trx, { parentId, sort: childSort, names: child.names }));
        }
      }

      for (const file of CATEGORY_FILES) {
        for (const [position, goods] of file.goods.entries()) {
          const draft = buildDraft(goods, file, position, {
            categoryId: required(categoryIds, goods.category, 'category'),
            brandId: required(brandIds, goods.brand, 'brand'),
            images: required(media.goods, goods.key, 'goods'),
          });
          await insertGoods(trx, sales === 'demo' ? draft : { ...draft, sales: 0 }, required(brandNames, goods.brand, 'brand'));
        }
      }
    },
  };
}

export const demoCatalogue = catalogueSeed('demo');
/** The same catalogue, every goods at 0 sold. */
export const demoCatalogueWithoutSales = catalogueSeed('none');
