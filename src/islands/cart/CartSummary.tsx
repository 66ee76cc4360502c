import { checkoutHref } from '../../lib/cart.ts';
import type { CartView } from '../../lib/schemas/cart.ts';
import Button from '../ui/Button.tsx';
import Money from '../ui/Money.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { selectedIds } from './cartLines.ts';

interface Props {
  view: CartView;
  onAskDeleteSelected: () => void;
}

/** The bar under the lines: what the selection comes to, and the way on to the order confirmation. */
export default function CartSummary({ view, onAskDeleteSelected }: Props) {
  const t = useT();
  const locale = useLocale();
  const ids = selectedIds(view);
  const { selectedQuantity, totalAmount } = view.totals;
  return (
    <div data-cart-summary className="sticky bottom-0 z-10 mt-4 flex items-center gap-6 rounded-lg border border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)]">
      <Button variant="secondary" disabled={ids.length === 0} onClick={onAskDeleteSelected}>
        {t('cart.action.deleteSelected')}
      </Button>
      <p className="ms-auto text-gray-700" data-selected-count>
        {t('cart.summary.selected', { count: selectedQuantity })}
      </p>
      <p className="flex items-baseline gap-2 text-gray-800">
        <span>{t('cart.summary.total')}</span>
        <Money locale={locale} fen={totalAmount} className="text-2xl font-semibold text-primary-700" />
      </p>
      {ids.length > 0 ? (
        <a href={checkoutHref(locale, ids)} className={`${buttonClass('primary')} h-12 px-8 text-lg`} data-checkout>
          {t('cart.checkout')}
        </a>
      ) : (
        <Button disabled className="h-12 px-8 text-lg" data-checkout>
          {t('cart.checkout')}
        </Button>
      )}
    </div>
  );
}
