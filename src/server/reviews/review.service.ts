import type { Executor } from '../db/schema.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { maskedName, NO_REVIEWS, summaryOf, type GoodsReviewSummary } from '../../lib/reviews.ts';
import type { EvaluateListQuery, ReviewPage } from '../../lib/schemas/review.ts';
import { specTextsOf } from '../catalogue/goods-lookup.service.ts';
import { pickSpecs, specText } from '../../lib/line-specs.ts';
import { goodsTotals, visibleReviewPage } from './review.repository.ts';

/** Reading reviews as shoppers do: a goods' rating and filter counts, and its visible reviews page by page. */

export const splitImages = (s: string | null): string[] => (s ? s.split(',') : []);

export async function reviewSummary(db: Executor, goodsId: number): Promise<GoodsReviewSummary> {
  const row = await goodsTotals(db, goodsId);
  return row ? summaryOf(row) : NO_REVIEWS;
}

/** One page of a goods' visible reviews with the counts of each filter and the rating, in the reader's language. */
export async function listReviews(db: Executor, locale: Locale, q: EvaluateListQuery): Promise<ReviewPage> {
  const [rows, summary, texts] = await Promise.all([
    visibleReviewPage(db, q),
    reviewSummary(db, q.goodsId),
    specTextsOf(db, [q.goodsId], textLocales(locale)),
  ]);
  const specs = pickSpecs(texts, locale);
  return {
    list: rows.map((r) => {
      const anonymous = r.anonymous === 1;
      return {
        id: r.id,
        nickname: anonymous ? maskedName(r.nickname) : r.nickname,
        avatar: anonymous ? null : r.avatar,
        score: r.score,
        content: r.content,
        images: splitImages(r.images),
        // The SKU's specification in the reader's words; the words of the time when the SKU is gone.
        spec: (r.spec_values ? specText(specs, JSON.parse(r.spec_values) as number[]) : '') || r.sku_label || null,
        lang: r.locale,
        createdAt: r.created_at,
        followUp: r.follow_up && r.follow_up_at ? { content: r.follow_up, images: splitImages(r.follow_up_images), createdAt: r.follow_up_at } : null,
        reply: r.reply && r.reply_at ? { content: r.reply, time: r.reply_at } : null,
      };
    }),
    total: summary.counts[q.filter],
    page: q.page,
    pageSize: q.pageSize,
    ...summary,
  };
}
