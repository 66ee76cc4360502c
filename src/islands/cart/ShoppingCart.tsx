import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import type { CartLine } from '../../lib/schemas/cart.ts';
import { secondaryButton } from '../settings/buttons.ts';
import CartEmpty from './CartEmpty.tsx';
import CartSummary from './CartSummary.tsx';
import CartTable from './CartTable.tsx';
import ConfirmDialog from './ConfirmDialog.tsx';
import { selectedIds } from './cartLines.ts';
import { $cart, $cartStatus, loadCart, openCart, removeLines } from './cartState.ts';

interface Props {
  locale: Locale;
}

interface PendingDelete {
  ids: number[];
  message: string;
}

/** /goods/shoppingCar: the member's cart, priced by the server on every change. Reads the session: client only. */
export default function ShoppingCart({ locale }: Props) {
  const t = createT(locale);
  const view = useStore($cart);
  const status = useStore($cartStatus);
  const [pending, setPending] = useState<PendingDelete | null>(null);

  useEffect(() => {
    void openCart();
  }, []);

  if (!view) {
    return status === 'failed' ? (
      <div role="alert" className="flex items-center gap-4 py-10">
        <p className="text-gray-700">{t('cart.loadFailed')}</p>
        <button type="button" className={secondaryButton} onClick={() => void loadCart()}>
          {t('common.retry')}
        </button>
      </div>
    ) : (
      <p aria-busy="true" className="py-10 text-gray-600">
        {t('cart.loading')}
      </p>
    );
  }
  if (view.list.length === 0) return <CartEmpty locale={locale} t={t} />;

  const askDeleteLine = (line: CartLine) => setPending({ ids: [line.id], message: t('cart.confirm.deleteOne', { name: line.name }) });
  const askDeleteSelected = () => {
    const ids = selectedIds(view);
    setPending({ ids, message: t('cart.confirm.deleteSelected', { count: ids.length }) });
  };

  return (
    <div data-shopping-cart>
      <CartTable locale={locale} t={t} view={view} onAskDelete={askDeleteLine} />
      <CartSummary locale={locale} t={t} view={view} onAskDeleteSelected={askDeleteSelected} />
      <ConfirmDialog
        open={pending !== null}
        title={t('cart.confirm.title')}
        message={pending?.message ?? ''}
        confirmLabel={t('cart.action.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => pending && void removeLines(pending.ids)}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
