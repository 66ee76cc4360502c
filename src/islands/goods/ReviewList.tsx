import { useCallback } from 'react';
import { http } from '../../lib/api/index.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { REVIEW_FILTERS, type ReviewFilter } from '../../lib/limits.ts';
import type { GoodsRating, ReviewCounts, ReviewPage, ReviewTotals } from '../../lib/schemas/review.ts';
import RatingSummary from '../reviews/RatingSummary.tsx';
import Button from '../ui/Button.tsx';
import Pager from '../ui/Pager.tsx';
import { useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import ReviewItem from './ReviewItem.tsx';

interface Props {
  goodsId: number;
  /** Counts and rating known when the page was rendered; each loaded page brings fresh ones. */
  initialCounts: ReviewTotals;
  initialRating: GoodsRating;
}

const PAGE_SIZE = 10;

const FILTER_TEXT: Record<ReviewFilter, MessageKey> = {
  all: 'goodsDetail.review.filter.all',
  myLanguage: 'goodsDetail.review.filter.myLanguage',
  withPictures: 'goodsDetail.review.filter.withPictures',
  positive: 'goodsDetail.review.filter.positive',
};

/**
 * The rating, filters with counts (all / in the reader's language / with pictures / positive), the reviews page
 * by page (the reader's language first), or the empty state. The reader's-language filter shows once the first
 * page has brought its count: the goods' page knows only the running totals.
 */
export default function ReviewList({ goodsId, initialCounts, initialRating }: Props) {
  const t = useT();
  // Silent: the list says itself that the reviews could not be loaded, with a retry.
  const fetchPage = useCallback(
    ({ filter, page }: { filter: ReviewFilter; page: number }, signal: AbortSignal) =>
      http.get<ReviewPage>('goods/evaluateList', { goodsId, filter, page, pageSize: PAGE_SIZE }, { signal, silentError: true }),
    [goodsId],
  );
  const { query, setQuery, setPage, result, loading, failed, reload } = usePagedList(fetchPage, { filter: 'all' as ReviewFilter, page: 1 });
  const counts: Partial<ReviewCounts> = result?.counts ?? initialCounts;
  const ready = result && !loading && !failed;

  return (
    <div>
      <RatingSummary rating={result?.rating ?? initialRating} />
      <div role="group" aria-label={t('goodsDetail.review.filters')} className="flex flex-wrap gap-2">
        {REVIEW_FILTERS.filter((f) => counts[f] !== undefined).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={query.filter === f}
            data-filter={f}
            onClick={() => setQuery({ filter: f })}
            className="rounded-full border border-gray-300 px-4 py-1 text-sm text-gray-700 hover:border-primary-500 aria-pressed:border-primary-600 aria-pressed:bg-primary-600 aria-pressed:text-white"
          >
            {t(FILTER_TEXT[f], { count: counts[f] ?? 0 })}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={loading} className="mt-2">
        {loading && <p className="py-10 text-center text-gray-600">{t('goodsDetail.review.loading')}</p>}
        {failed && !loading && (
          <p className="py-10 text-center text-gray-600">
            {t('goodsDetail.review.failed')}{' '}
            <Button variant="text" onClick={reload}>
              {t('common.retry')}
            </Button>
          </p>
        )}
        {ready && result.list.length === 0 && (
          <p data-reviews-empty className="py-10 text-center text-gray-600">
            {t(query.filter === 'all' ? 'goodsDetail.review.empty' : 'goodsDetail.review.emptyFiltered')}
          </p>
        )}
        {ready && result.list.length > 0 && (
          <ul>
            {result.list.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
      {result && <Pager label="goodsDetail.review.pages" page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />}
    </div>
  );
}
