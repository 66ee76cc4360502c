import { createT } from '../../lib/i18n/messages.ts';
import type { Executor } from '../db/schema.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { maskedName, NO_REVIEWS, summaryOf, type GoodsReviewSummary } from '../../lib/reviews.ts';
import type { EvaluateListQuery, ReviewPage } from '../../lib/schemas/review.ts';
import { specTextsOf } from '../catalogue/goods-lookup.service.ts';
import { pickSpecs, specText } from '../../lib/line-specs.ts';
import { isKnownLanguage } from '../../lib/review-language.ts';
import { countsInLanguage, goodsTotals, visibleReviewRun } from './review.repository.ts';
import { splitPage } from './language-split.ts';

/** Reading reviews as shoppers do: a goods' rating and filter counts, and its visible reviews page by page. */

export const splitImages = (s: string | null): string[] => (s ? s.split(',') : []);

export async function reviewSummary(db: Executor, goodsId: number): Promise<GoodsReviewSummary> {
  const row = await goodsTotals(db, goodsId);
  return row ? summaryOf(row) : NO_REVIEWS;
}

/**
 * The rows of one page: the reader's language first, then the rest, each newest first (decision 090); with
 * filter myLanguage only the first run. `mine` is how many of the filtered reviews are in the reader's language.
 */
async function pageRows(db: Executor, locale: Locale, q: EvaluateListQuery, mine: number) {
  const filter = q.filter === 'myLanguage' ? 'all' : q.filter;
  // Filtered to the reader's language, the first run never ends and the rest is never reached.
  const split = splitPage(q.filter === 'myLanguage' ? Infinity : mine, q.page, q.pageSize);
  const run = (isMine: boolean, slice: { offset: number; limit: number } | null) =>
    slice ? visibleReviewRun(db, { goodsId: q.goodsId, filter, locale, mine: isMine, ...slice }) : Promise.resolve([]);
  const [first, rest] = await Promise.all([run(true, split.mine), run(false, split.rest)]);
  return [...first, ...rest];
}

/** One page of a goods' visible reviews with the counts of each filter and the rating, in the reader's language. */
export async function listReviews(db: Executor, locale: Locale, q: EvaluateListQuery): Promise<ReviewPage> {
  const [summary, mine, texts] = await Promise.all([reviewSummary(db, q.goodsId), countsInLanguage(db, q.goodsId, locale), specTextsOf(db, [q.goodsId], textLocales(locale))]);
  const rows = await pageRows(db, locale, q, mine[q.filter === 'myLanguage' ? 'all' : q.filter]);
  const specs = pickSpecs(texts, locale);
  const counts = { ...summary.counts, myLanguage: mine.all };
  const former = createT(locale)('member.former');
  return {
    list: rows.map((r) => {
      const anonymous = r.anonymous === 1;
      return {
        id: r.id,
        // A reviewer who deleted their account and kept their reviews has no name any more: "a former member".
        nickname: !r.nickname ? former : anonymous ? maskedName(r.nickname) : r.nickname,
        avatar: anonymous ? null : r.avatar,
        score: r.score,
        content: r.content,
        images: splitImages(r.images),
        // The SKU's specification in the reader's words; the words of the time when the SKU is gone.
        spec: (r.spec_values ? specText(specs, JSON.parse(r.spec_values) as number[]) : '') || r.sku_label || null,
        lang: isKnownLanguage(r.locale) ? r.locale : null,
        createdAt: r.created_at,
        followUp: r.follow_up && r.follow_up_at ? { content: r.follow_up, images: splitImages(r.follow_up_images), createdAt: r.follow_up_at } : null,
        reply: r.reply && r.reply_at ? { content: r.reply, time: r.reply_at } : null,
      };
    }),
    total: counts[q.filter],
    page: q.page,
    pageSize: q.pageSize,
    counts,
    rating: summary.rating,
  };
}
