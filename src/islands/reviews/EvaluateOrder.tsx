import { useRef, useState } from 'react';
import { isApiError, isCancelled } from '../../lib/api/errors.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { followUpHref, orderHref } from '../../lib/order-hrefs.ts';
import type { EvaluateInfo, ReviewItemInput } from '../../lib/schemas/review.ts';
import { formatDate } from '../../lib/time.ts';
import { toast, toastOnNextPage } from '../../stores/toast.ts';
import Button from '../ui/Button.tsx';
import { island } from '../ui/I18nProvider.tsx';
import OrderProblemView from '../ui/OrderProblemView.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { useOrderData } from '../ui/useOrder.ts';
import OwnReview from './OwnReview.tsx';
import ReviewDraftForm, { type DraftHandle } from './ReviewDraftForm.tsx';
import ReviewIntro from './ReviewIntro.tsx';
import ReviewedItem from './ReviewedItem.tsx';
import { fetchEvaluateInfo, submitReviews } from './reviewApi.ts';

/** Where a refusal is shown: under the item whose own submit it answers, or by the submit-all button. */
type Refusal = { at: number | 'all'; msg: string };

/** What the screen says above the items: how long reviews are open, or why they are not. */
function introKey(info: EvaluateInfo): MessageKey {
  if (info.canEvaluate) return 'review.evaluate.intro';
  if (!info.reviewUntil) return 'review.notReceived';
  return info.items.every((i) => i.review) ? 'review.evaluate.allDone' : 'review.closed';
}

/** Moves focus to the first field marked invalid; a star group takes it on its first star. */
function focusFirstProblem(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid)?.focus();
  });
}

/**
 * /mine/myOrder/evaluate?orderNo=: every item of the order with its review or a form for it. Items are
 * reviewed one by one or all at once; the last review completes the order and opens its detail page,
 * which shows "review successful". Client only.
 */
export default island(function EvaluateOrder() {
  const t = useT();
  const locale = useLocale();
  const { data: info, problem, reload } = useOrderData<EvaluateInfo>(fetchEvaluateInfo);
  const drafts = useRef(new Map<number, DraftHandle>());
  const list = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  if (!info) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;

  const pending = info.canEvaluate ? info.items.filter((i) => !i.review) : [];
  const detail = orderHref(locale, 'details', info.orderNo);

  const send = async (items: ReviewItemInput[], at: Refusal['at']) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await submitReviews(info.orderNo, items);
      if (result.completed) {
        toastOnNextPage('success', t('review.submitted'));
        location.assign(detail);
        return;
      }
      toast.success(t('review.submitted'));
      await reload();
    } catch (error) {
      if (!isCancelled(error)) setRefusal({ at, msg: isApiError(error) ? error.msg : t('common.operationFailed') });
    } finally {
      setBusy(false);
    }
  };

  const submitAll = () => {
    const items = pending.map((i) => drafts.current.get(i.id)?.collect() ?? null);
    if (items.some((i) => i === null)) return focusFirstProblem(list.current);
    void send(items as ReviewItemInput[], 'all');
  };

  const alert = (at: Refusal['at']) =>
    refusal?.at === at && (
      <p role="alert" className="mt-3 rounded-md bg-red-50 px-4 py-2 text-sm text-red-800" data-review-refusal>
        {refusal.msg}
      </p>
    );

  return (
    <div className="flex flex-col gap-5" data-evaluate-order={info.orderNo} ref={list}>
      <ReviewIntro orderNo={info.orderNo} detailHref={detail}>
        {t(introKey(info), { date: formatDate(info.reviewUntil ?? Date.now(), locale) })}
      </ReviewIntro>
      {info.items.map((item) => (
        <ReviewedItem
          key={item.id}
          item={item}
          aside={
            info.canFollowUp &&
            item.review &&
            !item.review.followUp && (
              <a href={followUpHref(locale, info.orderNo, item.id)} className={buttonClass('outline', 'sm')} data-action="followUp">
                {t('order.action.followUp')}
              </a>
            )
          }
        >
          {item.review ? (
            <OwnReview review={item.review} />
          ) : info.canEvaluate ? (
            <>
              <ReviewDraftForm
                orderItemId={item.id}
                nickname={info.nickname}
                busy={busy}
                onSubmit={(draft) => void send([draft], item.id)}
                ref={(handle) => {
                  if (handle) drafts.current.set(item.id, handle);
                  else drafts.current.delete(item.id);
                }}
              />
              {alert(item.id)}
            </>
          ) : (
            <p className="text-sm text-gray-600">{t('review.own.none')}</p>
          )}
        </ReviewedItem>
      ))}
      {pending.length > 1 && (
        <div className="flex flex-col items-end border-t border-gray-200 pt-4">
          <Button busy={busy} onClick={submitAll} data-submit-all>
            {t('review.form.submitAll', { count: pending.length })}
          </Button>
          {alert('all')}
        </div>
      )}
    </div>
  );
});
