import { useId, useState } from 'react';
import { useT } from '../ui/i18n.ts';

interface Props {
  quantity: number;
  stock: number;
  /** Receives what the shopper asked for; the panel bounds it by the stock. */
  onChange: (requested: number) => void;
  describedBy?: string;
}

const stepClass =
  'flex size-9 items-center justify-center text-lg text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400';

/** − / number / +, with the stock beside it. The + button stays enabled at the limit so it can say why it stops. */
export default function QuantityStepper({ quantity, stock, onChange, describedBy }: Props) {
  const t = useT();
  const id = useId();
  // Lets the field be emptied while typing; the quantity itself never leaves 1…stock.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-4">
      <label htmlFor={id} className="w-20 shrink-0 text-sm text-gray-600">
        {t('goodsDetail.quantity')}
      </label>
      <div className="flex items-center rounded-md border border-gray-300 bg-white">
        <button type="button" className={stepClass} aria-label={t('goodsDetail.quantity.decrease')} disabled={quantity <= 1} onClick={() => onChange(quantity - 1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={draft ?? String(quantity)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const text = event.target.value;
            if (text === '') return setDraft('');
            setDraft(null);
            onChange(Number(text));
          }}
          onBlur={() => setDraft(null)}
          className="h-9 w-16 border-x border-gray-300 text-center [appearance:textfield] focus:outline-none focus-visible:outline-2 focus-visible:outline-primary-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={stepClass} aria-label={t('goodsDetail.quantity.increase')} onClick={() => onChange(quantity + 1)}>
          +
        </button>
      </div>
      <span data-stock className="text-sm text-gray-600">
        {stock > 0 ? t('goodsDetail.stock', { count: stock }) : t('goodsDetail.soldOut')}
      </span>
    </div>
  );
}
