import { useState } from 'react';
import { cnyInText } from '../../lib/money.ts';
import Button from '../ui/Button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { payWithTopUp } from './payApi.ts';

interface Props {
  orderNo: string;
  /** What the balance lacks, in fen: what the provider will be asked for. */
  shortBy: number;
}

/** One provider payment of what the balance lacks, which pays the order when the provider confirms it. */
export default function PayWithTopUp({ orderNo, shortBy }: Props) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { payUrl } = await payWithTopUp(orderNo);
      location.assign(payUrl);
    } catch {
      // The refusal was shown by the request client; the order may have changed meanwhile.
      setBusy(false);
    }
  };
  return (
    <div className="flex basis-full flex-wrap items-center gap-x-3 gap-y-1">
      <Button size="sm" busy={busy} onClick={() => void start()} data-pay-with-top-up>
        {t('cashier.payWithTopUp', { amount: cnyInText(shortBy, locale) })}
      </Button>
      <p className="text-sm text-gray-700">{t('cashier.payWithTopUp.note')}</p>
    </div>
  );
}
