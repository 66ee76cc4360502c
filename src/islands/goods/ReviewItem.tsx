import { relativeTime } from '../../lib/time.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { stars, type Review } from './reviews.ts';

interface Props {
  review: Review;
}

function Pictures({ images, label }: { images: string[]; label: (n: number) => string }) {
  if (images.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {images.map((src, i) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noopener">
            <img src={src} alt={label(i + 1)} loading="lazy" decoding="async" className="size-20 rounded-md border border-gray-200 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A shopper's review: who, stars, when, which specification, text, pictures and the follow-up. */
export default function ReviewItem({ review }: Props) {
  const t = useT();
  const locale = useLocale();
  const { filled, empty } = stars(review.score);
  const picture = (n: number) => t('goodsDetail.review.picture', { n });
  return (
    <li data-review className="flex gap-4 border-b border-gray-100 py-5 last:border-b-0">
      {review.avatar ? (
        <img src={review.avatar} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800">
          {[...review.nickname][0]}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span className="font-medium text-gray-900">{review.nickname}</span>
          <span role="img" aria-label={t('goodsDetail.review.score', { score: filled })} className="tracking-wider text-amber-700">
            {'★'.repeat(filled) + '☆'.repeat(empty)}
          </span>
          <time dateTime={review.createdAt} className="ms-auto text-gray-500">
            {relativeTime(review.createdAt, locale)}
          </time>
        </p>
        {review.skuLabel && <p className="mt-1 text-xs text-gray-500">{t('goodsDetail.review.spec', { spec: review.skuLabel })}</p>}
        <p className="mt-2 break-words whitespace-pre-line text-gray-800">{review.content}</p>
        <Pictures images={review.images} label={picture} />
        {review.followUp && (
          <div className="mt-3 rounded-md bg-gray-50 px-4 py-3">
            <p className="text-sm font-medium text-primary-800">{t('goodsDetail.review.followUp')}</p>
            <p className="mt-1 break-words whitespace-pre-line text-gray-800">{review.followUp.content}</p>
            <Pictures images={review.followUp.images} label={picture} />
          </div>
        )}
      </div>
    </li>
  );
}
