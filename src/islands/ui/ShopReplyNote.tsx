import { relativeTime } from '../../lib/time.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { ShopReply } from '../../lib/schemas/review.ts';
import { useLocale, useT } from './i18n.ts';

interface Props {
  reply: ShopReply;
  /** The words that name it the shop's reply ('goodsDetail.review.shopReply'). */
  label: MessageKey;
  now?: Date;
}

/** The shop's reply under a shopper's review or comment, labelled as the shop's, as plain text. */
export default function ShopReplyNote({ reply, label, now }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-3 rounded-md border-s-4 border-primary-300 bg-primary-50 px-4 py-3" data-shop-reply>
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-medium text-primary-800">{t(label)}</span>
        <time dateTime={reply.time} className="text-gray-600">
          {relativeTime(reply.time, locale, now)}
        </time>
      </p>
      <p dir="auto" className="mt-1 break-words whitespace-pre-line text-gray-800">
        {reply.content}
      </p>
    </div>
  );
}
