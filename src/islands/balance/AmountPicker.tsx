import { useId } from 'react';
import { RECHARGE, rechargeBonus } from '../../config/recharge.ts';
import { cnyInText, formatCny } from '../../lib/money.ts';
import Field from '../ui/Field.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import type { AmountChoice } from './topUp.ts';

interface Props {
  vip: boolean;
  choice: AmountChoice;
  error?: string;
  onChange: (choice: AmountChoice) => void;
}

/** The preset amounts with the bonus each earns, and a box for any other amount within the bounds. */
export default function AmountPicker({ vip, choice, error, onChange }: Props) {
  const t = useT();
  const locale = useLocale();
  const name = useId();
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">{t('balance.topUp.presets')}</legend>
        <div className="grid grid-cols-5 gap-3">
          {RECHARGE.presets.map((amount) => {
            const bonus = rechargeBonus(amount, vip);
            const checked = choice.kind === 'preset' && choice.amount === amount;
            return (
              <label
                key={amount}
                className={`flex cursor-pointer flex-col items-center rounded-lg border-2 px-2 py-3 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 ${checked ? 'border-primary-600 bg-primary-50' : 'border-gray-200 hover:border-primary-300'}`}
              >
                <input type="radio" name={name} className="sr-only" checked={checked} onChange={() => onChange({ kind: 'preset', amount })} />
                <span className="text-lg font-semibold text-gray-900">
                  <bdi>{formatCny(amount, locale)}</bdi>
                </span>
                {bonus > 0 && <span className="text-xs font-medium text-primary-800">{t('balance.topUp.bonusTag', { bonus: cnyInText(bonus, locale) })}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="max-w-xs">
        <Field
          label={t('balance.topUp.other')}
          inputMode="decimal"
          autoComplete="off"
          value={choice.kind === 'custom' ? choice.text : ''}
          onChange={(e) => onChange({ kind: 'custom', text: e.target.value.replace(/[^\d.]/g, '') })}
          hint={t('balance.topUp.range', { min: cnyInText(RECHARGE.min, locale), max: cnyInText(RECHARGE.max, locale) })}
          error={error}
          data-custom-amount
        />
      </div>
    </div>
  );
}
