import { insertBrand, insertCategory, insertGoods, type GoodsDraft } from '../../src/server/catalogue/catalogue-write.service.ts';
import type { Executor } from '../../src/server/db/schema.ts';

export interface Fixture {
  wellness: number;
  oils: number;
  lingerie: number;
  brandA: number;
  brandB: number;
  ids: Record<GoodsKey, number>;
}

type GoodsKey = 'oil' | 'candle' | 'silk' | 'zhOnly' | 'hidden';

/** A goods draft with every field set, `over` replacing some. */
export const goodsDraft = (over: Partial<GoodsDraft>): GoodsDraft => ({
  itemNo: 'X',
  categoryId: 0,
  brandId: null,
  price: 10000,
  marketPrice: 15000,
  salePrice: null,
  memberPrice: null,
  sales: 0,
  freeShipping: false,
  selfOperated: true,
  onShelf: true,
  services: ['discreet'],
  images: ['/media/goods/a.webp', '/media/goods/b.webp'],
  flags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  i18n: {},
  skus: [{ values: [0], stock: 5 }],
  ...over,
});

/** A small catalogue whose every expected answer can be worked out by hand. */
export async function buildFixture(db: Executor): Promise<Fixture> {
  const wellness = await insertCategory(db, { parentId: null, sort: 1, names: { zh: '按摩养护', en: 'Wellness', ja: 'ウェルネス' } });
  const oils = await insertCategory(db, { parentId: wellness, sort: 1, names: { zh: '按摩油', en: 'Massage oils' } });
  const lingerie = await insertCategory(db, { parentId: null, sort: 2, names: { zh: '内衣睡衣', en: 'Lingerie' } });
  const brandA = await insertBrand(db, { sort: 1, names: { zh: '紫兰', en: 'Violet Orchid' } });
  const brandB = await insertBrand(db, { sort: 2, names: { zh: '月影', en: 'Moonshade' } });
  const specs = [{ name: '容量', values: ['100 ml', '200 ml'] }];
  const enSpecs = [{ name: 'Capacity', values: ['100 ml', '200 ml'] }];
  const drafts: Record<GoodsKey, GoodsDraft> = {
    oil: goodsDraft({
      itemNo: 'OM-OIL-01', categoryId: oils, brandId: brandA, price: 12900, marketPrice: 19900, memberPrice: 11900, sales: 50,
      createdAt: '2026-03-01T00:00:00.000Z', freeShipping: true,
      i18n: { zh: { name: '薰衣草按摩精油', description: '<p>舒缓放松</p>', specs }, en: { name: 'Lavender Massage Oil', description: '<p>Calming</p>', specs: enSpecs } },
      skus: [{ values: [0], stock: 3 }, { values: [1], stock: 0, price: 21900 }],
    }),
    candle: goodsDraft({
      itemNo: 'OM-CAN-02', categoryId: wellness, brandId: brandB, price: 8900, marketPrice: 9900, sales: 50,
      createdAt: '2026-02-01T00:00:00.000Z',
      i18n: { zh: { name: '香薰蜡烛', specs: [] }, en: { name: 'Scented Candle', specs: [] }, ja: { name: 'アロマキャンドル', specs: [] } },
    }),
    silk: goodsDraft({
      itemNo: 'OM-SLK-03', categoryId: lingerie, brandId: brandA, price: 25900, marketPrice: 39900, salePrice: 8900, sales: 120,
      createdAt: '2026-04-01T00:00:00.000Z',
      i18n: { zh: { name: '真丝睡衣 Silk', specs: [] }, en: { name: 'Silk Pajamas', specs: [] } },
    }),
    zhOnly: goodsDraft({
      itemNo: 'OM-ZH-04', categoryId: lingerie, price: 4900, marketPrice: 5900, sales: 5,
      createdAt: '2026-05-01T00:00:00.000Z',
      i18n: { zh: { name: '蕾丝眼罩', specs: [] } },
    }),
    hidden: goodsDraft({
      itemNo: 'OM-OFF-05', categoryId: lingerie, onShelf: false, price: 3900, marketPrice: 4900,
      i18n: { zh: { name: '下架睡衣', specs: [] }, en: { name: 'Retired Pajamas', specs: [] } },
    }),
  };
  const ids = {} as Record<GoodsKey, number>;
  for (const [key, draft] of Object.entries(drafts) as [GoodsKey, GoodsDraft][]) {
    const brandNames = draft.brandId === brandA ? ['紫兰', 'Violet Orchid'] : draft.brandId === brandB ? ['月影', 'Moonshade'] : [];
    ids[key] = await insertGoods(db, draft, brandNames);
  }
  return { wellness, oils, lingerie, brandA, brandB, ids };
}
