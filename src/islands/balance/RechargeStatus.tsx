import { localizePath } from '../../lib/i18n/locales.ts';
import { cnyInText } from '../../lib/money.ts';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import type { FollowState } from './useRechargeStatus.ts';

interface Props {
  state: FollowState;
  /** The order to go back to at the cashier, once the money is in. */
  cashierOrder: string | null;
}

const TONE = {
  info: 'border-primary-200 bg-primary-50 text-gray-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  problem: 'border-amber-300 bg-amber-50 text-amber-950',
};

/** Where the top-up the shopper came back from stands: waiting for the provider, credited, or not paid. */
export default function RechargeStatus({ state, cashierOrder }: Props) {
  const t = useT();
  const locale = useLocale();
  if (state.phase === 'unknown') return null;
  let tone: keyof typeof TONE = 'info';
  let title: string | null = null;
  let text: string;
  if (state.phase === 'waiting') text = t('balance.status.pending');
  else if (state.phase === 'slow') text = t('balance.status.slow');
  else {
    const { status, amount, bonus } = state.recharge;
    if (status === 'paid') {
      tone = 'success';
      title = t('balance.status.paid');
      const money = { amount: cnyInText(amount, locale), bonus: cnyInText(bonus, locale) };
      text = bonus > 0 ? t('balance.status.paidDetail', money) : t('balance.status.paidNoBonus', money);
    } else {
      tone = 'problem';
      text = t(status === 'expired' ? 'balance.status.expired' : 'balance.status.failed');
    }
  }
  const paid = state.phase === 'done' && state.recharge.status === 'paid';
  return (
    <div role="status" className={`flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border p-4 ${TONE[tone]}`} data-recharge-status={state.phase === 'done' ? state.recharge.status : state.phase}>
      <div>
        {title && <p className="font-semibold">{title}</p>}
        <p>{text}</p>
      </div>
      {paid && cashierOrder && (
        <a href={localizePath(`/pay?orderNo=${cashierOrder}`, locale)} className={`${buttonClass('outline', 'sm')} ms-auto bg-white`}>
          {t('balance.status.backToCashier')}
        </a>
      )}
    </div>
  );
}
