import { relativeTime } from '../../lib/time.ts';
import FollowUpNote from '../reviews/FollowUpNote.tsx';
import ReviewPictures from '../reviews/ReviewPictures.tsx';
import ShopReplyNote from '../ui/ShopReplyNote.tsx';
import Stars from '../reviews/Stars.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import type { ReviewView as Review } from '../../lib/schemas/review.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  review: Review;
}

/** Each language's name in the reader's words, for the label of a review written in another language. */
const LANGUAGE_NAME: Record<Locale, MessageKey> = {
  zh: 'goodsDetail.review.lang.zh',
  'zh-TW': 'goodsDetail.review.lang.zh-TW',
  en: 'goodsDetail.review.lang.en',
  ja: 'goodsDetail.review.lang.ja',
  ko: 'goodsDetail.review.lang.ko',
  ru: 'goodsDetail.review.lang.ru',
  ar: 'goodsDetail.review.lang.ar',
  id: 'goodsDetail.review.lang.id',
  th: 'goodsDetail.review.lang.th',
  vi: 'goodsDetail.review.lang.vi',
};

/**
 * A shopper's review: who, stars, when, which specification, the language it is written in when that is not the
 * reader's, text, pictures, the follow-up with its date and the shop's reply.
 */
export default function ReviewItem({ review }: Props) {
  const t = useT();
  const locale = useLocale();
  const name = review.nickname;
  return (
    <li data-review={review.id} className="flex gap-4 border-b border-gray-100 py-5 last:border-b-0">
      {review.avatar ? (
        <Picture url={review.avatar} use={PICTURE_USES.avatar} alt="" loading="lazy" decoding="async" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800">
          {[...name][0]}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <bdi data-reviewer className="font-medium text-gray-900">
            {name}
          </bdi>
          <Stars score={review.score} />
          {review.lang && review.lang !== locale && (
            <span data-review-lang={review.lang} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">
              <span className="sr-only">{t('goodsDetail.review.writtenIn', { language: t(LANGUAGE_NAME[review.lang]) })}</span>
              <span aria-hidden="true">{t(LANGUAGE_NAME[review.lang])}</span>
            </span>
          )}
          <time dateTime={review.createdAt} className="ms-auto text-gray-600">
            {relativeTime(review.createdAt, locale)}
          </time>
        </p>
        {/* The specification names its own dimensions ("规格: 10件装", "Capacity: 100 ml"), so it carries no label of its own. */}
        {review.spec && (
          <p dir="auto" className="mt-1 text-xs text-gray-600" data-review-spec>
            {review.spec}
          </p>
        )}
        <p lang={review.lang ?? undefined} dir="auto" className="mt-2 break-words whitespace-pre-line text-gray-800">
          {review.content}
        </p>
        <ReviewPictures images={review.images} />
        {review.followUp && <FollowUpNote followUp={review.followUp} lang={review.lang} />}
        {review.reply && <ShopReplyNote reply={review.reply} label="goodsDetail.review.shopReply" />}
      </div>
    </li>
  );
}
