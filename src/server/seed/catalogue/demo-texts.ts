import type { Seed } from '../seed.ts';
import { BRANDS } from './brands.ts';
import { CATEGORY_FILES } from './categories/index.ts';
import { brandStories, descriptionOf } from './description.ts';
import { itemNumber } from './drafts.ts';
import { CATALOGUE_TEXTS } from './texts/index.ts';

/**
 * Descriptions of the demo goods and stories of the demo brands in the languages a shop seeded before they
 * were written (it has them in zh and en only). A text someone has written since is kept: only missing ones
 * are filled.
 */
export const demoCatalogueTexts: Seed = {
  name: 'demo-catalogue-texts',
  run: async (trx) => {
    for (const brand of BRANDS) {
      const brandId = trx.selectFrom('brand_names').select('brand_id').where('locale', '=', 'zh').where('name', '=', brand.names.zh);
      for (const [locale, story] of Object.entries(brandStories(brand))) {
        await trx.updateTable('brand_names').set({ story }).where('brand_id', 'in', brandId).where('locale', '=', locale).where('story', 'is', null).execute();
      }
    }
    for (const file of CATEGORY_FILES) {
      for (const [position, goods] of file.goods.entries()) {
        const goodsId = trx.selectFrom('goods').select('id').where('item_no', '=', itemNumber(file, position));
        for (const locale of Object.keys(CATALOGUE_TEXTS) as (keyof typeof CATALOGUE_TEXTS)[]) {
          const description = descriptionOf(goods, file, locale);
          if (!description) continue;
          await trx.updateTable('goods_i18n').set({ description }).where('goods_id', '=', goodsId).where('locale', '=', locale).where('description', 'is', null).execute();
        }
      }
    }
  },
};
