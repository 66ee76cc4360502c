import type { ReactNode } from 'react';
import { loginRedirectUrl } from '../../stores/user.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import CollectToggle from './CollectToggle.tsx';
import PriceBlock from './PriceBlock.tsx';
import ChoiceFields from './ChoiceFields.tsx';
import { purchaseUrl } from './handoff.ts';
import { priceView, type GoodsPrices } from '../../lib/pricing.ts';
import type { Sku, SpecDimension } from './purchase.ts';
import { useIsMember } from './useIsMember.ts';
import { usePurchaseChoice } from './usePurchaseChoice.ts';

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

/** Prices following the chosen SKU, specification, quantity, add to cart, buy now and the favourite toggle. */
export default island(function PurchasePanel({ goods, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const isMember = useIsMember();
  const { skus, specs } = goods;
  const purchase = usePurchaseChoice(specs, skus);
  const { sku, soldOut } = purchase;

  function proceed(kind: 'cart' | 'buy') {
    const chosen = purchase.confirm();
    if (!chosen) return;
    const here = location.pathname + location.search;
    const selection = { goodsId: goods.id, skuId: chosen.id, quantity: purchase.quantity };
    location.assign(isMember ? purchaseUrl(kind, locale, selection) : loginRedirectUrl(locale, here));
  }

  return (
    <div className="flex flex-col gap-5">
      <PriceBlock goodsId={goods.id} view={priceView(goods, sku?.price ?? null)} isMember={isMember} />
      {children}
      <ChoiceFields specs={specs} skus={skus} purchase={purchase} />
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
