import { relativeTime } from '../../lib/time.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import ReviewPictures from './ReviewPictures.tsx';

interface Props {
  followUp: { content: string; images: string[]; createdAt: string };
  /** The language the text was written in, when known. */
  lang?: string | null;
}

/** A follow-up under its review: its own heading, date, text and pictures. */
export default function FollowUpNote({ followUp, lang }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-3 rounded-md bg-gray-50 px-4 py-3" data-follow-up>
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-medium text-primary-800">{t('goodsDetail.review.followUp')}</span>
        <time dateTime={followUp.createdAt} className="text-gray-600">
          {relativeTime(followUp.createdAt, locale)}
        </time>
      </p>
      <p lang={lang ?? undefined} dir="auto" className="mt-1 break-words whitespace-pre-line text-gray-800">
        {followUp.content}
      </p>
      <ReviewPictures images={followUp.images} />
    </div>
  );
}
