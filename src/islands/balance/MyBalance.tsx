import { useState } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { isVipActive } from '../../lib/vip.ts';
import { toast } from '../../stores/toast.ts';
import LoadFailed from '../orders/LoadFailed.tsx';
import { useMemberInfo } from '../settings/useMemberInfo.ts';
import BalanceCard from './BalanceCard.tsx';
import LedgerSection from './LedgerSection.tsx';
import RechargeStatus from './RechargeStatus.tsx';
import { cashierOrderNo, rememberedCashierOrder, returnedRechargeNo } from './rechargeStatus.ts';
import TopUpForm from './TopUpForm.tsx';
import { useLedger } from './useLedger.ts';
import { useRechargeStatus } from './useRechargeStatus.ts';
import VipDialog from './VipDialog.tsx';

interface Props {
  locale: Locale;
}

/** /mine/myBalance: the balance and VIP membership, top-up, and the records. Client only. */
export default function MyBalance({ locale }: Props) {
  const t = createT(locale);
  const { info, failed, refresh } = useMemberInfo();
  const ledger = useLedger();
  const [vipOpen, setVipOpen] = useState(false);
  const [search] = useState(() => location.search);
  const returned = useRechargeStatus(returnedRechargeNo(search), (recharge) => {
    if (recharge.status !== 'paid') return;
    toast.success(t('balance.status.paid'));
    void refresh();
    ledger.reload();
  });

  if (!info) return failed ? <LoadFailed t={t} onRetry={() => void refresh()} /> : <p className="py-10 text-gray-600">{t('order.loading')}</p>;
  const vip = isVipActive(info.vipExpiresAt, Date.now());
  const changed = () => {
    void refresh();
    ledger.reload();
  };

  return (
    <div className="flex flex-col gap-6" data-my-balance>
      {returned && <RechargeStatus t={t} locale={locale} state={returned} cashierOrder={rememberedCashierOrder()} />}
      <BalanceCard t={t} locale={locale} balance={info.balance} vipExpiresAt={info.vipExpiresAt} onVip={() => setVipOpen(true)} />
      <TopUpForm t={t} locale={locale} vip={vip} forOrder={cashierOrderNo(search)} />
      <LedgerSection t={t} locale={locale} ledger={ledger} />
      <VipDialog
        t={t}
        locale={locale}
        open={vipOpen}
        info={info}
        onClose={() => setVipOpen(false)}
        onBought={changed}
        onAccountChanged={() => void refresh()}
      />
    </div>
  );
}
