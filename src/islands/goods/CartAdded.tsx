import { useEffect, useRef } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { checkoutHref } from '../../lib/cart.ts';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';

export interface AddedLine {
  /** The cart line the goods went into (merged with the same SKU's line when there was one). */
  lineId: number;
  name: string;
  /** The chosen values of every specification, in order. */
  spec: string;
  /** How many were added now. */
  quantity: number;
  /** Lines in the cart after the addition: the header badge's number. */
  count: number;
}

interface Props {
  added: AddedLine;
  onClose: () => void;
}

/** The confirmation under the buy buttons: what went into the cart, how full it is, and the way on. */
export default function CartAdded({ added, onClose }: Props) {
  const t = useT();
  const locale = useLocale();
  const box = useRef<HTMLElement>(null);
  // Under the buy buttons the confirmation can open below the fold: bring it into view, gliding only for
  // shoppers who have not asked for reduced motion.
  useEffect(() => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.current?.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  }, [added]);
  return (
    <section ref={box} role="status" aria-label={t('cart.added')} className="flex scroll-my-4 flex-col gap-3 rounded-lg border border-primary-200 bg-primary-50 p-4" data-cart-added>
      <div className="flex items-start justify-between gap-4">
        <p className="font-semibold text-primary-900">
          <span aria-hidden="true">✓ </span>
          {t('cart.added')}
        </p>
        <button type="button" onClick={onClose} className="text-sm text-gray-600 hover:text-gray-900">
          {t('common.close')}
        </button>
      </div>
      <p className="text-sm text-gray-800">
        <span className="font-medium">{added.name}</span>
        {added.spec && <span className="text-gray-600"> · {added.spec}</span>}
        <span className="text-gray-600"> × {added.quantity}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="me-auto text-sm text-gray-700">
          {t('goodsDetail.added.inCart')} <span className="font-semibold text-gray-900" data-cart-added-count>{added.count}</span>
        </p>
        <a href={localizePath('/goods/shoppingCar', locale)} className={buttonClass('outline', 'sm')}>
          {t('goodsDetail.added.goToCart')}
        </a>
        <a href={checkoutHref(locale, [added.lineId])} className={buttonClass('primary', 'sm')}>
          {t('cart.checkout')}
        </a>
      </div>
    </section>
  );
}
