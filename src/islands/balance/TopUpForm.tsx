import { useId, useState, type SubmitEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { cnyInText } from '../../lib/money.ts';
import Button from '../ui/Button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import AmountPicker from './AmountPicker.tsx';
import { startRecharge } from './balanceApi.ts';
import { rememberCashierOrder } from './rechargeStatus.ts';
import { chosenAmount, initialChoice, previewTopUp, topUpProblems, type AmountChoice, type TopUpProblems } from './topUp.ts';

interface Props {
  vip: boolean;
  /** The order the shopper came from the cashier for, to go back to after paying. */
  forOrder: string | null;
}

/**
 * Top-up: an amount, what it brings in with its bonus, the recharge agreement, then the payment
 * provider's page. The balance grows only when the provider confirms, on the way back.
 */
export default function TopUpForm({ vip, forOrder }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [choice, setChoice] = useState<AmountChoice>(() => initialChoice(location.search));
  const [agree, setAgree] = useState(false);
  const [problems, setProblems] = useState<TopUpProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const preview = previewTopUp(choice, vip);

  const pick = (next: AmountChoice) => {
    setChoice(next);
    setProblems({ ...problems, amount: undefined });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = topUpProblems(choice, agree);
    setProblems(found);
    setRefusal(undefined);
    if (found.amount || found.agree) {
      event.currentTarget.querySelector<HTMLElement>(found.amount ? '[data-custom-amount]' : 'input[type=checkbox]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { payUrl } = await startRecharge(chosenAmount(choice)!);
      rememberCashierOrder(forOrder);
      location.assign(payUrl);
    } catch (err) {
      if (!(isApiError(err) && err.kind === 'cancelled')) setRefusal(isApiError(err) ? err.msg : t('common.operationFailed'));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 p-6" data-top-up>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t('balance.topUp.heading')}
        </h2>
        <a href={localizePath('/helperCenter/rechargeDiscount', locale)} className="text-sm text-primary-700 hover:underline">
          {t('balance.topUp.tiersLink')}
        </a>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <AmountPicker vip={vip} choice={choice} error={problems.amount && t(problems.amount)} onChange={pick} />
        <div aria-live="polite" className="min-h-12 rounded-md bg-gray-50 px-4 py-2 text-gray-800" data-top-up-preview>
          {preview && (
            <>
              <p className="font-medium">
                {t(preview.bonus > 0 ? 'balance.topUp.youPayBonus' : 'balance.topUp.youPay', {
                  amount: cnyInText(preview.amount, locale),
                  total: cnyInText(preview.total, locale),
                  bonus: cnyInText(preview.bonus, locale),
                })}
                {preview.bonus > 0 && vip && <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('balance.topUp.vipRate')}</span>}
              </p>
              {preview.next && (
                <p className="text-sm text-gray-600">
                  {t('balance.topUp.nextTier', { amount: cnyInText(preview.next.from, locale), bonus: cnyInText(vip ? preview.next.vipBonus : preview.next.bonus, locale) })}
                </p>
              )}
            </>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-gray-800">
            <input
              type="checkbox"
              checked={agree}
              onChange={(e) => {
                setAgree(e.target.checked);
                setProblems({ ...problems, agree: undefined });
              }}
              aria-invalid={problems.agree ? true : undefined}
              aria-describedby={`${id}-agree-error`}
              className="size-4 accent-primary-600"
            />
            {t('balance.topUp.agreeLabel')}
          </label>
          <a href={localizePath('/mine/rechargeProtocol', locale)} target="_blank" rel="noopener" className="ms-6 text-sm text-primary-700 hover:underline">
            {t('balance.topUp.readAgreement')}
          </a>
          <p id={`${id}-agree-error`} className="min-h-5 text-sm text-red-700">
            {problems.agree && t(problems.agree)}
          </p>
        </div>
        <p role="alert" className="min-h-5 text-sm text-red-700" data-top-up-error>
          {refusal}
        </p>
        <Button type="submit" busy={busy} className="h-12 w-64 text-lg">
          {busy ? t('balance.topUp.redirecting') : preview ? t('balance.topUp.submit', { amount: cnyInText(preview.amount, locale) }) : t('balance.topUp.submitEmpty')}
        </Button>
      </form>
    </section>
  );
}
