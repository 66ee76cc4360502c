import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../security/password.ts';
import { importReview } from '../../reviews/review-import.service.ts';
import type { Database } from '../../db/schema.ts';
import { seedMedia, type Seed } from '../seed.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { CATALOGUE_DATE, itemNumber, shapeOf } from '../catalogue/drafts.ts';
import { mediaUrl, type MediaJob } from '../catalogue/media.ts';
import { renderMedia } from '../catalogue/render.ts';
import type { GoodsSeedData, Shape } from '../catalogue/types.ts';
import { reviewPhotoSvg } from './photo-scenes.ts';
import { photoCountOf, planReviews } from './plan.ts';
import { REVIEWERS } from './reviewers.ts';

/**
 * A shopper's photo of a goods: the goods in an everyday scene (photo-scenes.ts), never the shop's own picture,
 * at the modest size a phone upload has once the shop has shrunk it.
 */
export function photoJob(goods: GoodsSeedData, shape: Shape, n: number): MediaJob {
  return { folder: 'reviews', svg: reviewPhotoSvg(goods.key, shape, n) };
}

/** The demo shoppers; they exist to sign reviews and cannot sign in (nobody knows their password). */
async function insertReviewers(trx: Transaction<Database>): Promise<Map<string, number>> {
  const now = new Date(CATALOGUE_DATE).toISOString();
  const pwdHash = await hashPassword(randomBytes(24).toString('base64url'));
  const ids = new Map<string, number>();
  for (const r of REVIEWERS) {
    const { id } = await trx
      .insertInto('members')
      .values({
        account: r.account,
        account_key: r.account.toLowerCase(),
        pwd_hash: pwdHash,
        pwd_updated_at: now,
        pay_pwd_hash: null,
        pay_pwd_updated_at: null,
        nickname: r.nickname,
        avatar: null,
        email: null,
        email_updated_at: null,
        locale: r.locale,
        vip_expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(r.account, id);
  }
  return ids;
}

/** Reviews on the demo goods, in several languages, some with photos, follow-ups or signed anonymously; goods totals follow. */
export const demoReviews: Seed = {
  name: 'demo-reviews',
  run: async (trx, ctx) => {
    const reviewerIds = await insertReviewers(trx);
    const jobs: MediaJob[] = [];
    for (const file of CATEGORY_FILES) {
      for (const [position, data] of file.goods.entries()) {
        const goods = await trx.selectFrom('goods').select(['id', 'created_at', 'sales']).where('item_no', '=', itemNumber(file, position)).executeTakeFirst();
        if (!goods) continue;
        const skus = await trx.selectFrom('skus').select('id').where('goods_id', '=', goods.id).orderBy('id').execute();
        const planned = planReviews({ key: data.key, sales: goods.sales, since: Date.parse(goods.created_at), skuCount: skus.length }, CATALOGUE_DATE);
        const photos = Array.from({ length: photoCountOf(planned) }, (_, n) => photoJob(data, shapeOf(data, file), n));
        const url = (n: number) => mediaUrl(photos[n] as MediaJob);
        jobs.push(...photos);
        for (const r of planned) {
          const images = r.photos.map(url).join(',');
          const followUpImages = r.followUp?.photos.map(url).join(',') ?? null;
          await importReview(trx, {
            goods_id: goods.id,
            member_id: reviewerIds.get(r.reviewer.account) as number,
            sku_id: skus[r.skuIndex]?.id ?? null,
            sku_label: null,
            order_item_id: null,
            locale: r.reviewer.locale,
            score: r.score,
            content: r.content,
            images,
            anonymous: r.anonymous ? 1 : 0,
            has_pictures: images || followUpImages ? 1 : 0,
            follow_up: r.followUp?.content ?? null,
            follow_up_images: r.followUp ? followUpImages : null,
            follow_up_at: r.followUp ? new Date(r.followUp.at).toISOString() : null,
            created_at: new Date(r.createdAt).toISOString(),
          });
        }
      }
    }
    // The pictures last: a failed render rolls the rows back, and a file written for nothing is harmless. Drawing
    // an SVG takes one core, so one render per core.
    await renderMedia(seedMedia(ctx), jobs, Math.max(2, availableParallelism()));
  },
};
