import type { Locale } from '../../../lib/i18n/locales.ts';
import type { GoodsDraft } from '../../catalogue/goods-draft.ts';
import type { SpecDimension } from '../../../lib/schemas/goods.ts';
import type { Db } from '../../db/database.ts';
import { insertGoodsMany } from './bulk.ts';
import { hashOf, pick, seededRandom } from './random.ts';
import { syntheticDraft, syntheticItemNo, type GoodsTemplate } from './synthetic.ts';

interface TemplateSet {
  templates: GoodsTemplate[];
  /** Pictures of the demo goods per category: synthetic goods reuse them instead of rendering new ones. */
  imagesByCategory: Map<number, string[]>;
  brandNames: Map<number, string[]>;
}

/** The on-shelf demo goods (item numbers OM…) with their translations, brands and pictures. */
async function loadTemplates(db: Db): Promise<TemplateSet> {
  const k = db.kysely;
  const goods = await k.selectFrom('goods').select(['id', 'category_id', 'brand_id', 'price', 'images']).where('item_no', 'like', 'OM%').where('on_shelf', '=', 1).orderBy('id').execute();
  const texts = await k.selectFrom('goods_i18n').innerJoin('goods', 'goods.id', 'goods_i18n.goods_id').select(['goods_id', 'locale', 'name', 'specs']).where('goods.item_no', 'like', 'OM%').execute();
  const brands = await k.selectFrom('brand_names').select(['brand_id', 'name']).execute();

  const byGoods = new Map<number, GoodsTemplate>();
  const imagesByCategory = new Map<number, string[]>();
  for (const g of goods) {
    byGoods.set(g.id, { categoryId: g.category_id, brandId: g.brand_id, price: g.price, names: {}, specs: {} });
    const pool = imagesByCategory.get(g.category_id) ?? [];
    pool.push(...(JSON.parse(g.images) as string[]));
    imagesByCategory.set(g.category_id, pool);
  }
  for (const t of texts) {
    const template = byGoods.get(t.goods_id);
    if (!template) continue;
    template.names[t.locale as Locale] = t.name;
    template.specs[t.locale as Locale] = JSON.parse(t.specs) as SpecDimension[];
  }
  const brandNames = new Map<number, string[]>();
  for (const b of brands) brandNames.set(b.brand_id, [...(brandNames.get(b.brand_id) ?? []), b.name]);
  return { templates: [...byGoods.values()], imagesByCategory, brandNames };
}

/** Synthetic item numbers continue after the highest one already stored, so the script can run again. */
async function nextSyntheticNumber(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('goods').select((eb) => eb.fn.max('item_no').as('last')).where('item_no', 'like', 'SG%').executeTakeFirst();
  return row?.last ? Number(String(row.last).slice(2)) + 1 : 1;
}

export interface SyntheticOptions {
  count: number;
  seed: number;
  /** Goods per transaction. */
  batch: number;
  onBatch?: (done: number) => void;
}

/** Adds `count` synthetic goods modelled on the demo catalogue, `batch` goods per transaction. */
export async function seedSyntheticGoods(db: Db, options: SyntheticOptions): Promise<{ first: string; last: string }> {
  const { templates, imagesByCategory, brandNames } = await loadTemplates(db);
  if (templates.length === 0) throw new Error('no demo goods to model synthetic goods on: run the demo catalogue seed first');
  const start = await nextSyntheticNumber(db);
  const random = seededRandom(hashOf(`${options.seed}:${start}`));
  for (let done = 0; done < options.count; ) {
    const size = Math.min(options.batch, options.count - done);
    const drafts = Array.from({ length: size }, (_, i) => {
      const template = pick(random, templates);
      return syntheticDraft(random, template, syntheticItemNo(start + done + i), imagesByCategory.get(template.categoryId) ?? []);
    });
    const brandsOf = (d: GoodsDraft) => (d.brandId === null ? [] : (brandNames.get(d.brandId) ?? []));
    await db.kysely.transaction().execute((trx) => insertGoodsMany(trx, drafts, brandsOf));
    done += size;
    options.onBatch?.(done);
  }
  return { first: syntheticItemNo(start), last: syntheticItemNo(start + options.count - 1) };
}
