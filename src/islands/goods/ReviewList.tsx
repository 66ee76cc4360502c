import { useState } from 'react';
import { REVIEW_FILTERS } from '../../lib/schemas/goods.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type MessageKey } from '../../lib/i18n/messages.ts';
import ReviewItem from './ReviewItem.tsx';
import { pageCount, type ReviewCounts, type ReviewFilter } from './reviews.ts';
import { useReviews } from './useReviews.ts';

interface Props {
  goodsId: number;
  locale: Locale;
  /** Counts known when the page was rendered; each loaded page brings fresh ones. */
  initialCounts: ReviewCounts;
}

const FILTER_TEXT: Record<ReviewFilter, MessageKey> = {
  all: 'goodsDetail.review.filter.all',
  withPictures: 'goodsDetail.review.filter.withPictures',
  positive: 'goodsDetail.review.filter.positive',
};

const pagerClass = 'rounded-md border border-gray-300 px-3 py-1 hover:border-primary-500 disabled:cursor-not-allowed disabled:opacity-50';

/** Filters with counts (all / with pictures / positive), the reviews page by page, or the empty state. */
export default function ReviewList({ goodsId, locale, initialCounts }: Props) {
  const t = createT(locale);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const { state, retry } = useReviews(goodsId, filter, page);
  const counts = state.status === 'ready' ? state.data.counts : initialCounts;
  const pages = state.status === 'ready' ? pageCount(state.data.total, state.data.pageSize) : 1;

  return (
    <div>
      <div role="group" aria-label={t('goodsDetail.review.filters')} className="flex flex-wrap gap-2">
        {REVIEW_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            className="rounded-full border border-gray-300 px-4 py-1 text-sm text-gray-700 hover:border-primary-500 aria-pressed:border-primary-600 aria-pressed:bg-primary-600 aria-pressed:text-white"
          >
            {t(FILTER_TEXT[f], { count: counts[f] })}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'} className="mt-2">
        {state.status === 'loading' && <p className="py-10 text-center text-gray-500">{t('goodsDetail.review.loading')}</p>}
        {state.status === 'failed' && (
          <p className="py-10 text-center text-gray-600">
            {t('goodsDetail.review.failed')}{' '}
            <button type="button" onClick={retry} className="font-medium text-primary-700 underline">
              {t('common.retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && state.data.list.length === 0 && (
          <p data-reviews-empty className="py-10 text-center text-gray-500">
            {t(filter === 'all' ? 'goodsDetail.review.empty' : 'goodsDetail.review.emptyFiltered')}
          </p>
        )}
        {state.status === 'ready' && state.data.list.length > 0 && (
          <ul>
            {state.data.list.map((review) => (
              <ReviewItem key={review.id} review={review} locale={locale} />
            ))}
          </ul>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t('goodsDetail.review.pages')} className="mt-4 flex items-center justify-center gap-4 text-sm">
          <button type="button" className={pagerClass} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('goodsDetail.review.previous')}
          </button>
          <span>{t('goodsDetail.review.page', { page, pages })}</span>
          <button type="button" className={pagerClass} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('goodsDetail.review.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
