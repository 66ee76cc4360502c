import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** Every category with its name in the asked locale, falling back to en, then zh; in display order. */
export function categoryRows(db: Executor, locale: Locale) {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_names as nl', (j) => j.onRef('nl.category_id', '=', 'c.id').on('nl.locale', '=', locale))
    .leftJoin('category_names as ne', (j) => j.onRef('ne.category_id', '=', 'c.id').on('ne.locale', '=', 'en'))
    .leftJoin('category_names as nz', (j) => j.onRef('nz.category_id', '=', 'c.id').on('nz.locale', '=', 'zh'))
    .select((eb) => ['c.id', 'c.parent_id', 'c.icon', eb.fn.coalesce('nl.name', 'ne.name', 'nz.name').as('name')])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** Every brand with its name and story in the asked locale, falling back to en, then zh; in display order. */
export function brandRows(db: Executor, locale: Locale) {
  return db
    .selectFrom('brands as b')
    .leftJoin('brand_names as nl', (j) => j.onRef('nl.brand_id', '=', 'b.id').on('nl.locale', '=', locale))
    .leftJoin('brand_names as ne', (j) => j.onRef('ne.brand_id', '=', 'b.id').on('ne.locale', '=', 'en'))
    .leftJoin('brand_names as nz', (j) => j.onRef('nz.brand_id', '=', 'b.id').on('nz.locale', '=', 'zh'))
    .select((eb) => ['b.id', 'b.logo', eb.fn.coalesce('nl.name', 'ne.name', 'nz.name').as('name'), eb.fn.coalesce('nl.story', 'ne.story', 'nz.story').as('story')])
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
}
