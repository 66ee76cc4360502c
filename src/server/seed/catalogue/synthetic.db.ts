import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { SpecDimension } from '../../../lib/schemas/goods.ts';
import type { Db } from '../../db/database.ts';
import { insertGoodsRows, type GoodsRows } from './bulk.ts';
import { syntheticItemNo, type GoodsTemplate } from './synthetic.ts';
import type { BatchPlan, TemplateSet } from './synthetic-batches.ts';

/** The on-shelf demo goods (item numbers OM…) with their translations, brands and pictures. */
export async function loadTemplates(db: Db): Promise<TemplateSet> {
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

const WORKER = new URL('./synthetic.worker.ts', import.meta.url);

/** Batches made on a worker thread (synthetic.worker.ts), asked for one at a time; null after the last. */
function workerBatches(plan: BatchPlan): { next: () => Promise<GoodsRows[] | null>; close: () => Promise<number> } {
  const worker = new Worker(WORKER, { workerData: plan });
  let waiting: PromiseWithResolvers<GoodsRows[] | null> | undefined;
  let failure: Error | undefined;
  const take = () => {
    const w = waiting;
    waiting = undefined;
    return w;
  };
  worker.on('message', (rows: GoodsRows[] | null) => take()?.resolve(rows));
  const fail = (err: Error) => {
    failure ??= err;
    take()?.reject(failure);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the synthetic goods thread stopped (exit code ${code})`)));
  return {
    next: () => {
      if (failure) return Promise.reject(failure);
      waiting = Promise.withResolvers();
      worker.postMessage('next');
      return waiting.promise;
    },
    close: () => worker.terminate(),
  };
}

/** Page cache of the seed's SQLite connection while it loads: a batch's index pages stay in memory until its commit. */
const BULK_CACHE_KIB = 256 * 1024;

/**
 * Runs a bulk load on the seed's connection with settings for it, restored after. SQLite: a larger page cache,
 * and no flush to disk at each checkpoint (synchronous = OFF); at the end the write-ahead log is checkpointed
 * into the file and flushed once. The goods are on disk when the command returns; a power cut while it runs can
 * damage the file (decision 112: a measuring tool, refused in production). PostgreSQL commits without waiting for
 * its log flush in each batch's transaction (`write`), which a crash can only undo, never damage.
 */
async function bulkLoad(db: Db, load: (write: (rows: GoodsRows[]) => Promise<void>) => Promise<void>): Promise<void> {
  if (db.dialect === 'postgres') {
    await load((rows) =>
      db.kysely.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        await insertGoodsRows(trx, rows);
      }),
    );
    return;
  }
  const setting = async (name: 'synchronous' | 'cache_size') => Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db.kysely)).rows[0] ?? {})[0];
  const before = { synchronous: await setting('synchronous'), cache: await setting('cache_size') };
  await sql.raw(`pragma cache_size = -${BULK_CACHE_KIB}`).execute(db.kysely);
  await sql.raw('pragma synchronous = OFF').execute(db.kysely);
  try {
    await load((rows) => db.kysely.transaction().execute((trx) => insertGoodsRows(trx, rows)));
  } finally {
    await sql.raw(`pragma synchronous = ${Number(before.synchronous)}`).execute(db.kysely);
    await sql.raw(`pragma cache_size = ${Number(before.cache)}`).execute(db.kysely);
    await sql.raw('pragma wal_checkpoint(TRUNCATE)').execute(db.kysely);
  }
}

/**
 * Adds `count` synthetic goods modelled on the demo catalogue, `batch` goods per transaction. A worker thread
 * makes each batch's rows while this thread writes the one before: the names and search texts (pinyin above
 * all) no longer wait for the database, nor the database for them.
 */
export async function seedSyntheticGoods(db: Db, options: SyntheticOptions): Promise<{ first: string; last: string }> {
  const set = await loadTemplates(db);
  if (set.templates.length === 0) throw new Error('no demo goods to model synthetic goods on: run the demo catalogue seed first');
  const start = await nextSyntheticNumber(db);
  const batches = workerBatches({ set, seed: options.seed, start, count: options.count, batch: options.batch });
  try {
    await bulkLoad(db, async (write) => {
      let done = 0;
      let coming = batches.next();
      for (let rows = await coming; rows; rows = await coming) {
        coming = batches.next();
        // Made while this batch is written; if writing fails, it is not waited for.
        coming.catch(() => undefined);
        await write(rows);
        done += rows.length;
        options.onBatch?.(done);
      }
    });
  } finally {
    await batches.close();
  }
  return { first: syntheticItemNo(start), last: syntheticItemNo(start + options.count - 1) };
}
