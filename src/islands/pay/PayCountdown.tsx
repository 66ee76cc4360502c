import { useLocale, useT } from '../ui/i18n.ts';
import { useTimeLeft } from '../ui/useTimeLeft.ts';
import { formatCountdown } from './countdown.ts';

interface Props {
  deadline: string;
  /** Called once when the time is up. */
  onEnd: () => void;
}

/**
 * The time left to pay before the order cancels itself. A timer role is not announced every second;
 * the sentence around it says what happens at zero.
 */
export default function PayCountdown({ deadline, onEnd }: Props) {
  const t = useT();
  const locale = useLocale();
  const left = useTimeLeft(deadline, onEnd) ?? 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-gray-800" data-pay-countdown>
      <span>{t('cashier.countdown.label')}</span>
      <span role="timer" aria-atomic="true" className="font-mono text-xl font-semibold text-amber-800 tabular-nums">
        <bdi>{formatCountdown(left, locale)}</bdi>
      </span>
      <span className="text-sm text-gray-700">{t('cashier.countdown.note')}</span>
    </p>
  );
}
