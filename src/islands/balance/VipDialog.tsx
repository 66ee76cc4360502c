import { useId, useState, type SubmitEvent } from 'react';
import { VIP_PLANS } from '../../config/recharge.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { cnyInText } from '../../lib/money.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import { vipBuyInput } from '../../lib/schemas/balance.ts';
import { formatDate } from '../../lib/time.ts';
import { isVipActive, vipExpiryAfter, vipPlanLabel } from '../../lib/vip.ts';
import PayPwdField from '../pay/PayPwdField.tsx';
import PayPwdSetup from '../pay/PayPwdSetup.tsx';
import Button from '../ui/Button.tsx';
import Modal from '../ui/Modal.tsx';
import { fieldError } from '../ui/forms.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { buyVip } from './balanceApi.ts';

interface Props {
  open: boolean;
  info: MemberInfo;
  onClose: () => void;
  onBought: () => void;
  /** A payment password or security email was set from the dialog: load the account again. */
  onAccountChanged: () => void;
}

/** Buying or renewing VIP from the balance: a plan, where it leads, and the payment password. */
export default function VipDialog({ open, info, onClose, onBought, onAccountChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const { balance, vipExpiresAt } = info;
  const id = useId();
  const [planId, setPlanId] = useState(VIP_PLANS[0]!.id);
  const [payPwd, setPayPwd] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const plan = VIP_PLANS.find((p) => p.id === planId)!;
  const running = isVipActive(vipExpiresAt, Date.now());
  const shortBy = Math.max(0, plan.price - balance);

  const close = () => {
    setPayPwd('');
    setError(undefined);
    onClose();
  };

  const topUpFirst = () => {
    close();
    document.querySelector<HTMLElement>('[data-top-up] input:checked, [data-top-up] input')?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(vipBuyInput, { planId, payPwd });
    if (problem) return setError(t(problem));
    setBusy(true);
    try {
      await buyVip(planId, payPwd);
      close();
      onBought();
    } catch (err) {
      if (!(isApiError(err) && err.kind === 'cancelled')) setError(isApiError(err) ? err.msg : t('common.operationFailed'));
      setPayPwd('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('vip.dialog.title')} onClose={close}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-vip-dialog>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-800">{t('vip.dialog.plans')}</legend>
          <div className="grid grid-cols-3 gap-3">
            {VIP_PLANS.map((p) => (
              <label key={p.id} className={`flex cursor-pointer flex-col items-center rounded-lg border-2 p-3 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 ${p.id === planId ? 'border-primary-600 bg-primary-50' : 'border-gray-200'}`}>
                <input type="radio" name={`${id}-plan`} className="sr-only" checked={p.id === planId} onChange={() => setPlanId(p.id)} data-autofocus={p.id === planId ? true : undefined} />
                <span className="font-medium text-gray-900">{t(vipPlanLabel(p.id)!)}</span>
                <span className="text-lg font-semibold text-primary-800">{cnyInText(p.price, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-gray-800" data-vip-until>
          {t('vip.dialog.until', { date: formatDate(vipExpiryAfter(vipExpiresAt, plan.months, new Date()), locale) })}
          {running && <span className="block text-sm text-gray-600">{t('vip.dialog.renewNote', { date: formatDate(vipExpiresAt!, locale) })}</span>}
        </p>
        {!info.havePayPwd ? (
          <PayPwdSetup info={info} onChanged={onAccountChanged} />
        ) : shortBy > 0 ? (
          <p className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-amber-950" data-vip-short>
            {t('vip.dialog.short', { amount: cnyInText(shortBy, locale) })}
            <Button onClick={topUpFirst} variant="outline" size="sm" className="bg-white">
              {t('vip.dialog.topUp')}
            </Button>
          </p>
        ) : (
          <div className="flex flex-col gap-1">
            <PayPwdField
              value={payPwd}
              error={error}
              onChange={(value) => {
                setPayPwd(value);
                setError(undefined);
              }}
            />
            <Button type="submit" busy={busy} className="mt-1 w-60">
              {t('vip.dialog.pay', { amount: cnyInText(plan.price, locale) })}
            </Button>
          </div>
        )}
      </form>
    </Modal>
  );
}
