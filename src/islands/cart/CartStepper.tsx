import { useId, useState } from 'react';
import { useT } from '../ui/i18n.ts';
import { boundQuantity } from './cartLines.ts';

interface Props {
  name: string;
  quantity: number;
  stock: number;
  /** Receives a quantity already bounded by the stock. */
  onChange: (quantity: number) => void;
}

const stepClass =
  'flex size-8 items-center justify-center text-lg text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400';

/** − / number / + within 1…stock; asking for more than the stock says so under the field. */
export default function CartStepper({ name, quantity, stock, onChange }: Props) {
  const t = useT();
  const hintId = useId();
  // The field may be emptied or mistyped while typing; the line's quantity changes on commit only.
  const [draft, setDraft] = useState<string | null>(null);
  const [exceeded, setExceeded] = useState(false);

  const commit = (requested: number) => {
    const bounded = boundQuantity(requested, stock);
    setDraft(null);
    if (bounded.quantity !== quantity) onChange(bounded.quantity);
    setExceeded(bounded.exceeded);
  };

  return (
    <div className="flex flex-col items-center gap-1">
      <div className="flex items-center rounded-md border border-gray-300 bg-white">
        <button type="button" className={stepClass} aria-label={t('cart.quantity.decrease')} disabled={quantity <= 1} onClick={() => commit(quantity - 1)}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={draft ?? String(quantity)}
          aria-label={t('cart.quantity.label', { name })}
          aria-describedby={exceeded ? hintId : undefined}
          aria-invalid={exceeded || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => draft !== null && commit(draft === '' ? quantity : Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) commit(draft === '' ? quantity : Number(draft));
          }}
          className="h-8 w-14 border-x border-gray-300 text-center [appearance:textfield] focus:outline-none focus-visible:outline-2 focus-visible:outline-primary-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        {/* Stays enabled at the stock so that pressing it can explain why the quantity stops. */}
        <button type="button" className={stepClass} aria-label={t('cart.quantity.increase')} onClick={() => commit(quantity + 1)}>
          +
        </button>
      </div>
      {exceeded && (
        <p id={hintId} role="alert" data-stock-hint className="max-w-36 text-center text-xs text-red-700">
          {t('cart.stock.max', { count: stock })}
        </p>
      )}
    </div>
  );
}
