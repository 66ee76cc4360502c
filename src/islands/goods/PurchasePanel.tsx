import { useId, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { loginRedirectUrl } from '../../stores/user.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import CollectToggle from './CollectToggle.tsx';
import PriceBlock from './PriceBlock.tsx';
import QuantityStepper from './QuantityStepper.tsx';
import SpecChooser from './SpecChooser.tsx';
import { purchaseUrl } from './handoff.ts';
import { priceView, type GoodsPrices } from '../../lib/pricing.ts';
import { boundQuantity, chooseValue, initialChoice, purchaseError, selectedSku, stockLimit, type PurchaseError, type Sku, type SpecDimension } from './purchase.ts';
import { useIsMember } from './useIsMember.ts';

export interface PurchaseGoods extends GoodsPrices {
  id: number;
  specs: SpecDimension[];
  skus: Sku[];
}

interface Props {
  goods: PurchaseGoods;
  /** Shown between the prices and the choices: tags, services, delivery promise. */
  children?: ReactNode;
}

const ERROR_TEXT: Record<PurchaseError, MessageKey> = {
  chooseSpec: 'goodsDetail.error.chooseSpec',
  insufficientStock: 'goodsDetail.error.insufficientStock',
};

/** Prices following the chosen SKU, specification, quantity, add to cart, buy now and the favourite toggle. */
export default island(function PurchasePanel({ goods, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const errorId = useId();
  const isMember = useIsMember();
  const { skus, specs } = goods;
  const [choice, setChoice] = useState(() => initialChoice(specs, skus));
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<PurchaseError | null>(null);
  const sku = selectedSku(skus, choice);
  const stock = stockLimit(skus, choice);

  function requestQuantity(requested: number, limit = stock) {
    const bounded = boundQuantity(requested, limit);
    setQuantity(bounded.quantity);
    setError(bounded.exceeded ? 'insufficientStock' : null);
  }

  function choose(dim: number, value: number) {
    const next = chooseValue(skus, choice, dim, value);
    setChoice(next);
    requestQuantity(quantity, stockLimit(skus, next));
  }

  function proceed(kind: 'cart' | 'buy') {
    const problem = purchaseError(sku, quantity);
    setError(problem);
    if (problem || !sku) return;
    const here = location.pathname + location.search;
    location.assign(isMember ? purchaseUrl(kind, locale, { goodsId: goods.id, skuId: sku.id, quantity }) : loginRedirectUrl(locale, here));
  }

  const soldOut = stockLimit(skus, specs.map(() => null)) === 0;
  return (
    <div className="flex flex-col gap-5">
      <PriceBlock goodsId={goods.id} view={priceView(goods, sku?.price ?? null)} isMember={isMember} />
      {children}
      {specs.length > 0 && <SpecChooser specs={specs} skus={skus} choice={choice} onChoose={choose} />}
      <QuantityStepper quantity={quantity} stock={stock} onChange={(n) => requestQuantity(n)} describedBy={error ? errorId : undefined} />
      <p id={errorId} role="alert" data-purchase-error className="min-h-6 text-sm font-medium text-red-700">
        {error && t(ERROR_TEXT[error])}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={soldOut}
          onClick={() => proceed('buy')}
          className="rounded-md border border-primary-600 bg-primary-50 px-8 py-3 font-medium text-primary-800 hover:bg-primary-100 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('goodsDetail.buyNow')}
        </button>
        <button
          type="button"
          disabled={soldOut}
          onClick={() => proceed('cart')}
          className="rounded-md bg-primary-600 px-8 py-3 font-medium text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('goodsDetail.addToCart')}
        </button>
        <CollectToggle goodsId={goods.id} isMember={isMember} />
      </div>
    </div>
  );
});
