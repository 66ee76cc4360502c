/**
 * Test-only: writes goods for one end-to-end test into the test server's database through the shop's own
 * catalogue writer, and prints their ids and SKUs as JSON. Run by `seedGoods` (goods.ts) as
 * `node tests/e2e/support/seed-goods.ts '<GoodsInput[] as JSON>'` with DATA_DIR set to the server's.
 * Pictures, category and brand are borrowed from the first demo goods, so the pages look like the shop's.
 */
import { boot } from '../../../src/server/boot.ts';
import { insertGoods, type GoodsDraft } from '../../../src/server/catalogue/catalogue-write.service.ts';
import { goodsByIds } from '../../../src/server/catalogue/goods.repository.ts';

/** What the test decides; the rest of a draft is filled in here. */
export type GoodsInput = Pick<GoodsDraft, 'itemNo' | 'price' | 'marketPrice' | 'salePrice' | 'memberPrice' | 'freeShipping' | 'onShelf' | 'i18n' | 'skus'>;

export interface SeededRow {
  goodsId: number;
  skus: { skuId: number; values: number[]; stock: number }[];
}

const inputs = JSON.parse(process.argv[2] ?? '[]') as GoodsInput[];
const { db } = await boot({ ...process.env, LOG_LEVEL: 'warn' });
try {
  const [model] = await goodsByIds(db.kysely, 'zh', [1]);
  if (!model) throw new Error('the demo catalogue is missing: seed goods on the end-to-end server only');
  const seeded = await db.kysely.transaction().execute(async (trx) => {
    const rows: SeededRow[] = [];
    for (const input of inputs) {
      const goodsId = await insertGoods(
        trx,
        {
          ...input,
          categoryId: model.category_id,
          brandId: model.brand_id,
          images: JSON.parse(model.images) as string[],
          services: ['discreet', 'genuine', 'fastShip'],
          sales: 0,
          selfOperated: true,
          flags: [],
          createdAt: new Date().toISOString(),
        },
        model.brand_name ? [model.brand_name] : [],
      );
      const skus = await trx.selectFrom('skus').select(['id', 'spec_values', 'stock']).where('goods_id', '=', goodsId).orderBy('id').execute();
      rows.push({ goodsId, skus: skus.map((s) => ({ skuId: s.id, values: JSON.parse(s.spec_values) as number[], stock: s.stock })) });
    }
    return rows;
  });
  process.stdout.write(JSON.stringify(seeded));
} finally {
  await db.close();
}
