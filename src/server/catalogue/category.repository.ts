import type { Executor } from '../db/schema.ts';
import { compiledPerShape } from '../db/compiled.ts';
import { firstOf } from '../db/first-of.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** Every category with its name in the asked locale or the next of its fallback chain; in display order. */
export const categoryRows = compiledPerShape((db: Executor, locale: Locale) =>
  db
    .selectFrom('categories as c')
    .select((eb) => {
      const name = (l: Locale) => eb.selectFrom('category_names as n').select('n.name').whereRef('n.category_id', '=', 'c.id').where('n.locale', '=', l).$asScalar();
      return ['c.id', 'c.parent_id', 'c.icon', 'c.hidden', firstOf(textLocales(locale).map(name)).as('name')];
    })
    .orderBy('c.sort')
    .orderBy('c.id'),
);

/** Every brand with its name and story in the asked locale or the next of its fallback chain; in display order. */
export function brandRows(db: Executor, locale: Locale) {
  return db
    .selectFrom('brands as b')
    .select((eb) => {
      const text = (column: 'name' | 'story', l: Locale) => eb.selectFrom('brand_names as n').select(`n.${column}`).whereRef('n.brand_id', '=', 'b.id').where('n.locale', '=', l).$asScalar();
      const chain = textLocales(locale);
      return ['b.id', 'b.logo', 'b.hidden', firstOf(chain.map((l) => text('name', l))).as('name'), firstOf(chain.map((l) => text('story', l))).as('story')];
    })
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
}
