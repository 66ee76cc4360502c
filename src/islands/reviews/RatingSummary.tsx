import { formatCount } from '../../lib/count.ts';
import { formatRating } from '../../lib/reviews.ts';
import type { GoodsRating } from '../../lib/schemas/review.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import Stars from './Stars.tsx';

interface Props {
  rating: GoodsRating;
}

/** The head of the reviews tab: the average large with its stars, how many reviews, and the positive share. */
export default function RatingSummary({ rating }: Props) {
  const t = useT();
  const locale = useLocale();
  if (rating.count === 0) return null;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-8 gap-y-3 rounded-lg bg-primary-50 px-6 py-4" data-rating-summary>
      <p className="flex items-center gap-3">
        <span className="text-4xl font-bold text-primary-800" data-rating-average>
          {formatRating(locale, rating.average)}
        </span>
        <span className="flex flex-col gap-1">
          <Stars score={rating.average} size="md" />
          <span className="text-sm text-gray-700">{t('review.summary.count', { count: rating.count })}</span>
        </span>
      </p>
      <p className="text-sm text-gray-700">
        {t('review.summary.positive')} <strong className="text-lg text-primary-800" data-positive-rate>{t('review.summary.percent', { rate: formatCount(locale, rating.positiveRate) })}</strong>
      </p>
    </div>
  );
}
