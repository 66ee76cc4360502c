import { useState, type ReactNode } from 'react';
import { addToCart } from '../../stores/cart.ts';
import { loginRedirectUrl } from '../../stores/user.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import CartAdded, { type AddedLine } from './CartAdded.tsx';
import CollectToggle from './CollectToggle.tsx';
import PriceBlock from './PriceBlock.tsx';
import ChoiceFields from './ChoiceFields.tsx';
import { purchaseUrl } from './handoff.ts';
import { priceView, type GoodsPrices } from '../../lib/pricing.ts';
import type { Sku, SpecDimension } from './purchase.ts';
import { useIsMember } from './useIsMember.ts';
import { useSkuPicture } from './useSkuPicture.ts';
import { usePurchaseChoice } from './usePurchaseChoice.ts';

export interface PurchaseGoods extends GoodsPrices {
  id: number;
  name: string;
  specs: SpecDimension[];
  skus: Sku[];
}

interface Props {
  goods: PurchaseGoods;
  /** Shown between the prices and the choices: tags, services, delivery promise. */
  children?: ReactNode;
}

/**
 * Prices following the chosen SKU, specification, quantity, add to cart, buy now and the favourite toggle.
 * Add to cart keeps the shopper here and confirms under the buttons; buy now goes on to the order.
 */
export default island(function PurchasePanel({ goods, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const isMember = useIsMember();
  const { skus, specs } = goods;
  const purchase = usePurchaseChoice(specs, skus);
  const { sku, soldOut } = purchase;
  useSkuPicture(sku?.picture ?? null);

  const [added, setAdded] = useState<AddedLine | null>(null);
  const [adding, setAdding] = useState(false);

  function proceed(kind: 'cart' | 'buy') {
    const chosen = purchase.confirm();
    if (!chosen) return;
    const here = location.pathname + location.search;
    if (!isMember) return location.assign(loginRedirectUrl(locale, here));
    const selection = { goodsId: goods.id, skuId: chosen.id, quantity: purchase.quantity };
    if (kind === 'buy') return location.assign(purchaseUrl('buy', locale, selection));
    setAdded(null);
    setAdding(true);
    // A refusal (stock, off shelf) is toasted by the request layer; the shopper stays to change the choice.
    addToCart(selection, { toast: false })
      .then((result) => {
        if (!result) return;
        const spec = specs.map((dim, i) => dim.values[chosen.values[i]!]).join(' / ');
        setAdded({ lineId: result.id, name: goods.name, spec, quantity: selection.quantity, count: result.count });
      })
      .catch(() => {})
      .finally(() => setAdding(false));
  }

  return (
    <div className="flex flex-col gap-5">
      <PriceBlock goodsId={goods.id} view={priceView(goods, sku ?? null)} isMember={isMember} />
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
          disabled={soldOut || adding}
          onClick={() => proceed('cart')}
          className="rounded-md bg-primary-600 px-8 py-3 font-medium text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('goodsDetail.addToCart')}
        </button>
        <CollectToggle goodsId={goods.id} isMember={isMember} />
      </div>
      {added && <CartAdded added={added} onClose={() => setAdded(null)} />}
    </div>
  );
});
