import { useState } from 'react';
import { isVipActive } from '../../lib/vip.ts';
import { toast } from '../../stores/toast.ts';
import { useMemberInfo } from '../settings/useMemberInfo.ts';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useT } from '../ui/i18n.ts';
import BalanceCard from './BalanceCard.tsx';
import LedgerSection from './LedgerSection.tsx';
import RechargeStatus from './RechargeStatus.tsx';
import TopUpForm from './TopUpForm.tsx';
import VipDialog from './VipDialog.tsx';
import { cashierOrderNo, rememberedCashierOrder, returnedRechargeNo } from './rechargeStatus.ts';
import { useLedger } from './useLedger.ts';
import { useRechargeStatus } from './useRechargeStatus.ts';

/** /mine/myBalance: the balance and VIP membership, top-up, and the records. Client only. */
export default island(function MyBalance() {
  const t = useT();
  const { info, failed, refresh } = useMemberInfo();
  const ledger = useLedger();
  // The personal centre's "become a VIP" opens the page with the plans already showing.
  const [vipOpen, setVipOpen] = useState(() => new URLSearchParams(location.search).get('vip') === 'open');
  const [search] = useState(() => location.search);
  const returned = useRechargeStatus(returnedRechargeNo(search), (recharge) => {
    if (recharge.status !== 'paid') return;
    toast.success(t('balance.status.paid'));
    void refresh();
    ledger.reload();
  });

  if (!info) return failed ? <LoadFailed message="setting.loadFailed" onRetry={() => void refresh()} /> : <p className="py-10 text-gray-600">{t('order.loading')}</p>;
  const vip = isVipActive(info.vipExpiresAt, Date.now());
  const changed = () => {
    void refresh();
    ledger.reload();
  };

  return (
    <div className="flex flex-col gap-6" data-my-balance>
      {returned && <RechargeStatus state={returned} cashierOrder={rememberedCashierOrder()} />}
      <BalanceCard balance={info.balance} vipExpiresAt={info.vipExpiresAt} onVip={() => setVipOpen(true)} />
      <TopUpForm vip={vip} forOrder={cashierOrderNo(search)} />
      <LedgerSection ledger={ledger} />
      <VipDialog
        open={vipOpen}
        info={info}
        onClose={() => setVipOpen(false)}
        onBought={changed}
        onAccountChanged={() => void refresh()}
      />
    </div>
  );
});
