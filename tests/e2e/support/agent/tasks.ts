/**
 * Test-only: what the end-to-end suites write straight into the test server's database, through the shop's own
 * services. Each task opens the shop on the server's data directory, does its work and closes it again, as a
 * command run against a live shop would; `agent.ts` runs them in one long-lived process per test worker.
 */
import { join } from 'node:path';
import { boot, type Runtime } from '../../../../src/server/boot.ts';
import { insertGoods, type GoodsDraft } from '../../../../src/server/catalogue/catalogue-write.service.ts';
import { goodsByIds } from '../../../../src/server/catalogue/goods.repository.ts';
import { commands } from '../../../../src/server/ops/commands.ts';
import { runCommand } from '../../../../src/server/ops/run-command.ts';
import { DEMO_VIDEO_DIR } from '../../../../src/server/seed/video/demo-videos.ts';
import { createServices } from '../../../../src/server/services.ts';
import { mediaStorage } from '../../../../src/server/storage/shop-storage.ts';
import { addVideo, addVideoSource, publishVideo, setVideoGoods, setVideoText } from '../../../../src/server/video/video-admin.service.ts';

/** What a goods test decides; the rest of a draft is filled in here. */
export type GoodsInput = Pick<GoodsDraft, 'itemNo' | 'price' | 'marketPrice' | 'salePrice' | 'memberPrice' | 'freeShipping' | 'onShelf' | 'i18n' | 'skus'>;

export interface SeededRow {
  goodsId: number;
  skus: { skuId: number; values: number[]; stock: number }[];
}

export interface VideoInput {
  key: string;
  zh: string;
  en: string;
  /** Goods the video shows (their pages link to it). */
  goodsIds?: number[];
}

async function onShop<T>(work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await boot({ ...process.env, LOG_LEVEL: 'warn' });
  try {
    return await work(runtime);
  } finally {
    await runtime.db.close();
  }
}

export const tasks = {
  /**
   * Goods for one test, written by the shop's catalogue writer. Pictures, category and brand are borrowed from the
   * first demo goods, so the pages look like the shop's.
   */
  seedGoods: (inputs: GoodsInput[]): Promise<SeededRow[]> =>
    onShop(async ({ db }) => {
      const [model] = await goodsByIds(db.kysely, 'zh', [1]);
      if (!model) throw new Error('the demo catalogue is missing: seed goods on the end-to-end server only');
      return db.kysely.transaction().execute(async (trx) => {
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
    }),

  /** Published videos for one test, made from the committed demo files through the operator's video service. */
  seedVideos: (inputs: VideoInput[]): Promise<number[]> =>
    onShop(async ({ db, mediaDir }) => {
      const store = { db: db.kysely, media: mediaStorage(mediaDir) };
      const ids: number[] = [];
      for (const v of inputs) {
        const { id } = await addVideo(store, { file: join(DEMO_VIDEO_DIR, `${v.key}-720.mp4`), title: v.zh, locale: 'zh', poster: join(DEMO_VIDEO_DIR, `${v.key}.webp`) });
        await addVideoSource(store, id, join(DEMO_VIDEO_DIR, `${v.key}-360.mp4`));
        await setVideoText(db.kysely, id, 'en', v.en, `How the ${v.en} looks in use`);
        if (v.goodsIds?.length) await setVideoGoods(db.kysely, id, v.goodsIds);
        await publishVideo(db.kysely, id);
        ids.push(id);
      }
      return ids;
    }),

  /** Moves a member's footprint to an earlier day, as if the goods had been looked at then. */
  backdateFootprint: (id: number, day: string, viewedAt: string): Promise<void> =>
    onShop(async ({ db }) => {
      const result = await db.kysely.updateTable('footprints').set({ day, viewed_at: viewedAt }).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Error(`no footprint ${id}`);
    }),

  /** Moves an unpaid order's payment deadline into the past, as if the shopper had stayed too long at the provider. */
  closeOrderDeadline: (orderNo: string): Promise<void> =>
    onShop(async ({ db }) => {
      const result = await db.kysely
        .updateTable('orders')
        .set({ pay_deadline: new Date(Date.now() - 1_000).toISOString() })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending_payment')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Error(`no unpaid order ${orderNo}`);
    }),

  /**
   * An operator command (`npm run ops -- <name> …`) as scripts/ops.ts runs it: on the shop's services, its page
   * purges sent to the running server; `secret` answers what it asks for (a password). Returns what it printed; a
   * refused command fails the test.
   */
  ops: (name: string, args: string[], secret?: string): Promise<string> =>
    onShop(async (runtime) => {
      const command = commands[name];
      if (!command) throw new Error(`unknown operator command ${name}`);
      const lines: string[] = [];
      await runCommand(createServices(runtime), command, args, (line) => lines.push(line), {
        secret: async () => {
          if (secret === undefined) throw new Error(`${name} asked for a secret the test did not give`);
          return secret;
        },
      });
      return lines.join('\n');
    }),
};

export type Tasks = typeof tasks;
