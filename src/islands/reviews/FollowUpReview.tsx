import { useRef } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { followUpHref, orderHref } from '../../lib/order-hrefs.ts';
import type { EvaluateInfo, EvaluateItem } from '../../lib/schemas/review.ts';
import { toast } from '../../stores/toast.ts';
import { island } from '../ui/I18nProvider.tsx';
import OrderProblemView from '../ui/OrderProblemView.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { useOrderData } from '../ui/useOrder.ts';
import FollowUpForm from './FollowUpForm.tsx';
import OwnReview from './OwnReview.tsx';
import ReviewIntro from './ReviewIntro.tsx';
import ReviewedItem from './ReviewedItem.tsx';
import { fetchEvaluateInfo } from './reviewApi.ts';

const awaitsFollowUp = (item: EvaluateItem) => !!item.review && !item.review.followUp;

/** The item named by `?itemId=`, else the first one still waiting for its follow-up, else the first reviewed one. */
function chosenItem(info: EvaluateInfo): EvaluateItem | undefined {
  const id = Number(new URLSearchParams(location.search).get('itemId'));
  return info.items.find((i) => i.id === id) ?? info.items.find(awaitsFollowUp) ?? info.items.find((i) => i.review);
}

function introKey(info: EvaluateInfo, item: EvaluateItem | undefined): MessageKey {
  if (!info.canFollowUp) return info.reviewUntil ? 'review.followUp.closed' : 'review.notReceived';
  if (!item?.review) return 'review.followUp.intro.unreviewed';
  return item.review.followUp ? 'review.followUp.intro.done' : 'review.followUp.intro';
}

/** /mine/myOrder/followUp?orderNo=&itemId=: one reviewed item, its review, and the form for its one follow-up. Client only. */
export default island(function FollowUpReview() {
  const t = useT();
  const locale = useLocale();
  const { data: info, problem, reload } = useOrderData<EvaluateInfo>(fetchEvaluateInfo);
  // Chosen once: after its follow-up is posted the item stays on screen, showing it.
  const chosen = useRef<number | null>(null);
  if (!info) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;

  chosen.current ??= chosenItem(info)?.id ?? null;
  const item = info.items.find((i) => i.id === chosen.current);
  const others = info.canFollowUp ? info.items.filter((i) => i !== item && awaitsFollowUp(i)) : [];
  return (
    <div className="flex flex-col gap-5" data-follow-up-order={info.orderNo}>
      <ReviewIntro orderNo={info.orderNo} detailHref={orderHref(locale, 'details', info.orderNo)}>
        {t(introKey(info, item))}
      </ReviewIntro>
      {item && (
        <ReviewedItem item={item}>
          {item.review ? (
            <>
              <OwnReview review={item.review} />
              {info.canFollowUp && !item.review.followUp && (
                <FollowUpForm
                  orderItemId={item.id}
                  onDone={() => {
                    toast.success(t('review.followUp.submitted'));
                    void reload();
                  }}
                />
              )}
            </>
          ) : (
            info.canEvaluate && (
              <a href={orderHref(locale, 'evaluate', info.orderNo)} className={buttonClass('primary', 'sm')}>
                {t('order.action.evaluate')}
              </a>
            )
          )}
        </ReviewedItem>
      )}
      {others.length > 0 && (
        <nav aria-label={t('review.followUp.others')} className="rounded-lg border border-gray-200 px-5 py-4">
          <h2 className="text-sm font-medium text-gray-800">{t('review.followUp.others')}</h2>
          <ul className="mt-2 flex flex-col gap-2">
            {others.map((other) => (
              <li key={other.id}>
                <a href={followUpHref(locale, info.orderNo, other.id)} className="text-primary-700 hover:underline">
                  {other.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
});
