import type { MemberMessage } from '../../lib/schemas/messages.ts';
import Button from '../ui/Button.tsx';
import DateTime from '../ui/DateTime.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { cnyInText } from '../../lib/money.ts';
import { isolate } from '../../lib/i18n/bidi.ts';
import { orderHref } from '../../lib/order-hrefs.ts';

interface Props {
  message: MemberMessage;
  onRead: () => void;
}

/** One message: what the shop answered, to which of the member's words, when; unread ones are marked and can be marked read. */
export default function MessageItem({ message, onRead }: Props) {
  const t = useT();
  const locale = useLocale();
  const unread = message.readAt === null;
  // A top-up that came too late for its order: the order number and the amount kept, told in the reader's language.
  const keptTopUp = message.kind === 'topUpKept';
  return (
    <li data-message={message.id} data-unread={unread || undefined} className={`rounded-lg border px-5 py-4 ${unread ? 'border-primary-300 bg-primary-50' : 'border-gray-200 bg-white'}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {unread && <span className="rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">{t('messages.unread')}</span>}
        <h2 className={`text-base ${unread ? 'font-semibold text-gray-900' : 'font-medium text-gray-800'}`}>{t(keptTopUp ? 'messages.topUpKept' : 'messages.feedbackReply')}</h2>
        <DateTime at={message.createdAt} className="ms-auto text-sm text-gray-600" />
      </div>
      {keptTopUp ? (
        <p className="mt-2 text-gray-900" data-message-text>
          {t('messages.topUpKept.text', { amount: cnyInText(Number(message.content), locale), orderNo: isolate(message.quote ?? '') })}{' '}
          <a href={orderHref(locale, 'details', message.quote ?? '')} className="text-primary-700 underline">
            {t('order.action.details')}
          </a>
        </p>
      ) : (
        <p dir="auto" className="mt-2 break-words whitespace-pre-line text-gray-900" data-message-text>
          {message.content}
        </p>
      )}
      {message.quote && !keptTopUp && (
        <figure className="mt-3 border-s-4 border-gray-200 ps-3 text-sm text-gray-600">
          <figcaption className="font-medium">{t('messages.yourFeedback')}</figcaption>
          <blockquote dir="auto" className="break-words whitespace-pre-line">
            {message.quote}
          </blockquote>
        </figure>
      )}
      {unread && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRead}>
          {t('messages.markRead')}
        </Button>
      )}
    </li>
  );
}
