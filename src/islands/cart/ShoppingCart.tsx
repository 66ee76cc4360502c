import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CartLine } from '../../lib/schemas/cart.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useT } from '../ui/i18n.ts';
import CartEmpty from './CartEmpty.tsx';
import CartSummary from './CartSummary.tsx';
import CartTable from './CartTable.tsx';
import MovedNotice from './MovedNotice.tsx';
import { selectedIds } from './cartLines.ts';
import { $cart, $cartStatus, loadCart, openCart, removeLines } from './cartState.ts';

interface PendingDelete {
  ids: number[];
  message: string;
}

/** /goods/shoppingCar: the member's cart, priced by the server on every change. Reads the session: client only. */
export default island(function ShoppingCart() {
  const t = useT();
  const view = useStore($cart);
  const status = useStore($cartStatus);
  const [pending, setPending] = useState<PendingDelete | null>(null);

  useEffect(() => {
    void openCart();
  }, []);

  if (!view) {
    return status === 'failed' ? (
      <LoadFailed message="cart.loadFailed" onRetry={() => void loadCart()} />
    ) : (
      <p aria-busy="true" className="py-10 text-gray-600">
        {t('cart.loading')}
      </p>
    );
  }
  if (view.list.length === 0) {
    return (
      <>
        <MovedNotice />
        <CartEmpty />
      </>
    );
  }

  const askDeleteLine = (line: CartLine) => setPending({ ids: [line.id], message: t('cart.confirm.deleteOne', { name: line.name }) });
  const askDeleteSelected = () => {
    const ids = selectedIds(view);
    setPending({ ids, message: t('cart.confirm.deleteSelected', { count: ids.length }) });
  };

  return (
    <div data-shopping-cart>
      <MovedNotice />
      <CartTable view={view} onAskDelete={askDeleteLine} />
      <CartSummary view={view} onAskDeleteSelected={askDeleteSelected} />
      <ConfirmDialog
        open={pending !== null}
        title={t('cart.confirm.title')}
        message={pending?.message ?? ''}
        confirmLabel={t('cart.action.delete')}
        onConfirm={() => pending && removeLines(pending.ids)}
        onClose={() => setPending(null)}
      />
    </div>
  );
});
