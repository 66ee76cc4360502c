import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { formatCountdown } from './countdown.ts';
import { useCountdown } from './useCountdown.ts';

interface Props {
  t: TFunction;
  locale: Locale;
  deadline: string;
  /** Called once when the time is up. */
  onEnd: () => void;
}

/**
 * The time left to pay before the order cancels itself. A timer role is not announced every second;
 * the sentence around it says what happens at zero.
 */
export default function PayCountdown({ t, locale, deadline, onEnd }: Props) {
  const left = useCountdown(deadline, onEnd) ?? 0;
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
