import { useId } from 'react';
import { BUYER_MESSAGE_MAX } from '../../lib/schemas/order.ts';
import { textareaClass } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** An optional note to the shop, kept within the limit the server enforces, with a running count. */
export default function BuyerMessage({ value, disabled, onChange }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2 self-stretch rounded-lg border border-gray-200 bg-white p-5">
      <label htmlFor={id} className="font-medium text-gray-900">
        {t('checkout.message.label')}
      </label>
      <textarea
        id={id}
        name="buyerMessage"
        value={value}
        maxLength={BUYER_MESSAGE_MAX}
        rows={4}
        disabled={disabled}
        placeholder={t('checkout.message.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
        className={`${textareaClass} disabled:bg-gray-50`}
      />
      <p id={`${id}-count`} className="self-end text-sm text-gray-600 tabular-nums" data-message-count>
        {t('checkout.message.count', { count: value.length, max: BUYER_MESSAGE_MAX })}
      </p>
    </div>
  );
}
