import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { GoodsRating, ReviewTotals } from '../../lib/schemas/review.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useT } from '../ui/i18n.ts';
import { REVIEWS_HASH } from '../../lib/reviews.ts';

/** The reviews load with their tab: a shopper who never opens it downloads none of their code. */
const ReviewList = lazy(() => import('./ReviewList.tsx'));

interface Props {
  goodsId: number;
  counts: ReviewTotals;
  rating: GoodsRating;
  /** The rendered description (server HTML). */
  details?: ReactNode;
}

const TABS = ['details', 'evaluation'] as const;
type Tab = (typeof TABS)[number];

/** Details and evaluation tabs; the reviews load the first time their tab opens, or when the address asks for them. */
export default island(function GoodsTabs({ goodsId, counts, rating, details }: Props) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>('details');
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ details: null, evaluation: null });

  function open(next: Tab) {
    setTab(next);
    if (next === 'evaluation') setReviewsOpened(true);
  }

  // The page's links to the reviews (the rating by the price) open this tab, also when the address already says so.
  useEffect(() => {
    const show = () => {
      setTab('evaluation');
      setReviewsOpened(true);
    };
    const onHash = () => location.hash === REVIEWS_HASH && show();
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`a[href="${REVIEWS_HASH}"]`)) show();
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // Arrow keys move between tabs (either direction is "the other tab" with two of them).
  function onKeyDown(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 'details' : event.key === 'End' ? 'evaluation' : tab === 'details' ? 'evaluation' : 'details';
    open(next);
    refs.current[next]?.focus();
  }

  const label: Record<Tab, string> = {
    details: t('goodsDetail.tab.details'),
    evaluation: t('goodsDetail.tab.evaluation', { count: counts.all }),
  };
  return (
    <section id={REVIEWS_HASH.slice(1)} className="scroll-mt-4 rounded-lg border border-gray-200 bg-white">
      <div role="tablist" aria-label={t('goodsDetail.tabs')} onKeyDown={onKeyDown} className="flex border-b border-gray-200 bg-gray-50">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => open(name)}
            className="-mb-px border-t-2 border-transparent px-8 py-3 text-gray-700 hover:text-primary-700 aria-selected:border-t-primary-600 aria-selected:bg-white aria-selected:font-semibold aria-selected:text-primary-800"
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel-details`} role="tabpanel" aria-labelledby={`${id}-tab-details`} hidden={tab !== 'details'} tabIndex={0} className="p-6">
        {details}
      </div>
      <div id={`${id}-panel-evaluation`} role="tabpanel" aria-labelledby={`${id}-tab-evaluation`} hidden={tab !== 'evaluation'} tabIndex={0} className="p-6">
        {reviewsOpened && (
          <Suspense fallback={<p aria-busy="true" className="text-gray-600">{t('goodsDetail.review.loading')}</p>}>
            <ReviewList goodsId={goodsId} initialCounts={counts} initialRating={rating} />
          </Suspense>
        )}
      </div>
    </section>
  );
});
