import type { CartLine, CartView } from '../../lib/schemas/cart.ts';
import { useT } from '../ui/i18n.ts';
import CartRow from './CartRow.tsx';
import { allSelected, selectable } from './cartLines.ts';
import { selectAll } from './cartState.ts';

interface Props {
  view: CartView;
  onAskDelete: (line: CartLine) => void;
}

const headClass = 'py-3 pe-4 text-sm font-medium text-gray-700';

export default function CartTable({ view, onAskDelete }: Props) {
  const t = useT();
  const nothingSelectable = selectable(view).length === 0;
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-lg border border-gray-200" data-cart-table>
      <caption className="sr-only">{t('cart.caption')}</caption>
      <colgroup>
        <col className="w-12" />
        <col />
        <col className="w-32" />
        <col className="w-44" />
        <col className="w-36" />
        <col className="w-44" />
      </colgroup>
      <thead className="bg-gray-100">
        <tr>
          <th scope="col" className="py-3 ps-4 text-start">
            <input
              type="checkbox"
              checked={allSelected(view)}
              disabled={nothingSelectable}
              aria-label={t('cart.selectAll')}
              onChange={(event) => void selectAll(event.target.checked)}
              className="size-4 accent-primary-600 disabled:cursor-not-allowed"
            />
          </th>
          <th scope="col" className={`${headClass} text-start`}>
            {t('cart.column.goods')}
          </th>
          <th scope="col" className={`${headClass} text-start`}>
            {t('cart.column.unitPrice')}
          </th>
          <th scope="col" className={`${headClass} text-center`}>
            {t('cart.column.quantity')}
          </th>
          <th scope="col" className={`${headClass} text-start`}>
            {t('cart.column.amount')}
          </th>
          <th scope="col" className={`${headClass} text-start`}>
            {t('cart.column.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {view.list.map((line) => (
          <CartRow key={line.id} line={line} onAskDelete={onAskDelete} />
        ))}
      </tbody>
    </table>
  );
}
