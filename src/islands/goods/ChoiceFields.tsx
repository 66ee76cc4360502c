import { useId } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useT } from '../ui/i18n.ts';
import type { PurchaseError, Sku, SpecDimension } from './purchase.ts';
import QuantityStepper from './QuantityStepper.tsx';
import SpecChooser from './SpecChooser.tsx';
import type { usePurchaseChoice } from './usePurchaseChoice.ts';

interface Props {
  specs: SpecDimension[];
  skus: Sku[];
  purchase: ReturnType<typeof usePurchaseChoice>;
}

const ERROR_TEXT: Record<PurchaseError, MessageKey> = {
  chooseSpec: 'goodsDetail.error.chooseSpec',
  insufficientStock: 'goodsDetail.error.insufficientStock',
};

/** The specification, the quantity and why the choice cannot be bought yet: the goods page's and the add-to-cart dialog's. */
export default function ChoiceFields({ specs, skus, purchase }: Props) {
  const t = useT();
  const errorId = useId();
  const { choice, quantity, stock, error } = purchase;
  return (
    <>
      {specs.length > 0 && <SpecChooser specs={specs} skus={skus} choice={choice} onChoose={purchase.choose} />}
      <QuantityStepper quantity={quantity} stock={stock} onChange={(n) => purchase.requestQuantity(n)} describedBy={error ? errorId : undefined} />
      <p id={errorId} role="alert" data-purchase-error className="min-h-6 text-sm font-medium text-red-700">
        {error && t(ERROR_TEXT[error])}
      </p>
    </>
  );
}
