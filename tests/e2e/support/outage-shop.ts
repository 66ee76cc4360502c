/**
 * Test-only: the production server (src/server/main.ts) on the database DATABASE_URL names, with one category and
 * one goods written first, for tests/e2e/database-outage.spec.ts. Prints the goods' id as JSON on the first line,
 * then serves (it says "listening" in its log when it does).
 */
import { boot } from '../../../src/server/boot.ts';
import { insertCategory, insertGoods } from '../../../src/server/catalogue/catalogue-write.service.ts';

const { db } = await boot();
const categoryId = await insertCategory(db.kysely, { parentId: null, sort: 1, names: { zh: '香氛', en: 'Fragrance', ar: 'عطور' } });
const goodsId = await insertGoods(
  db.kysely,
  {
    itemNo: 'OM-OUTAGE-1',
    categoryId,
    brandId: null,
    price: 12900,
    marketPrice: 19900,
    salePrice: null,
    memberPrice: null,
    sales: 0,
    freeShipping: true,
    selfOperated: true,
    onShelf: true,
    services: ['discreet', 'genuine'],
    images: ['/media/goods/outage.webp'],
    flags: ['hot'],
    createdAt: new Date().toISOString(),
    i18n: {
      zh: { name: '玫瑰按摩油', description: '<p>玫瑰</p>', specs: [] },
      en: { name: 'Rose Massage Oil', description: '<p>Rose</p>', specs: [] },
      ar: { name: 'زيت تدليك الورد', specs: [] },
    },
    skus: [{ values: [], stock: 10 }],
  },
  [],
);
await db.close();
process.stdout.write(`${JSON.stringify({ goodsId })}\n`);
await import('../../../src/server/main.ts');
