import { priceParts } from '../../lib/money.ts';
import { formatDate } from '../../lib/time.ts';
import { isVipActive } from '../../lib/vip.ts';
import Button from '../ui/Button.tsx';
import Money from '../ui/Money.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  balance: number;
  vipExpiresAt: string | null;
  onVip: () => void;
}

/** The available balance in CNY with the locale's approximate amount beside it, and the VIP membership. */
export default function BalanceCard({ balance, vipExpiresAt, onVip }: Props) {
  const t = useT();
  const locale = useLocale();
  const converted = priceParts(balance, locale);
  const vip = isVipActive(vipExpiresAt, Date.now());
  const vipText = vip
    ? t('balance.vip.active', { date: formatDate(vipExpiresAt!, locale) })
    : vipExpiresAt
      ? t('balance.vip.lapsed', { date: formatDate(vipExpiresAt, locale) })
      : t('balance.vip.none');
  return (
    <section aria-labelledby="balance-available" className="flex flex-col gap-5 rounded-lg border border-gray-200 p-6" data-balance-card>
      <div>
        <h2 id="balance-available" className="text-gray-700">
          {t('balance.available')}
        </h2>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <Money currency="cny" fen={balance} className="text-3xl font-semibold text-gray-900" />
          {converted.approx && (
            <span className="text-gray-600" data-converted>
              <bdi>
                {converted.approx}
                {converted.amount}
              </bdi>
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-gray-600">{t('balance.cnyNote')}</p>
      </div>
      <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-4 ${vip ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-gray-50'}`} data-vip-status={vip ? 'active' : 'none'}>
        <div className="flex flex-col gap-1">
          <p className="font-medium text-gray-900">
            <span aria-hidden="true" className="me-2 rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold text-amber-950">
              VIP
            </span>
            <span data-vip-text>{vipText}</span>
          </p>
          <p className="text-sm text-gray-600">{t('balance.vip.perks')}</p>
        </div>
        <Button onClick={onVip} variant="outline" size="sm" className="ms-auto bg-white">
          {t(vip ? 'balance.vip.renew' : 'balance.vip.buy')}
        </Button>
      </div>
    </section>
  );
}
