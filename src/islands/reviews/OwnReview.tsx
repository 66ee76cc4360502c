import type { OwnReview as Review } from '../../lib/schemas/review.ts';
import { relativeTime } from '../../lib/time.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import FollowUpNote from './FollowUpNote.tsx';
import ReviewPictures from './ReviewPictures.tsx';
import Stars from './Stars.tsx';

interface Props {
  review: Review;
}

/** The member's own review as it was posted: stars, date, how it is signed, text, pictures and any follow-up. */
export default function OwnReview({ review }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-own-review={review.id}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <Stars score={review.score} />
        <time dateTime={review.createdAt}>{relativeTime(review.createdAt, locale)}</time>
        {review.anonymous && <span className="rounded-sm bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">{t('review.own.anonymous')}</span>}
        {review.hidden && <span className="rounded-sm bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900">{t('review.own.hidden')}</span>}
      </p>
      <p dir="auto" className="mt-2 break-words whitespace-pre-line text-gray-800">
        {review.content}
      </p>
      <ReviewPictures images={review.images} />
      {review.followUp && <FollowUpNote followUp={review.followUp} />}
    </div>
  );
}
