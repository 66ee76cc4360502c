import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { CartLine } from '../../lib/schemas/cart.ts';
import Money from '../ui/Money.tsx';
import UnitPrice from '../ui/UnitPrice.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import CartStepper from './CartStepper.tsx';
import { changeQuantity, moveToFavourites, setSelected } from './cartState.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  line: CartLine;
  onAskDelete: (line: CartLine) => void;
}

const STATE_LABEL: Record<Exclude<CartLine['state'], 'ok'>, MessageKey> = {
  offShelf: 'cart.state.offShelf',
  outOfStock: 'cart.state.outOfStock',
  insufficient: 'cart.state.insufficient',
};

const actionClass = 'text-start text-sm text-gray-700 hover:text-primary-700 hover:underline';

/** One cart line. Lines that cannot be checked out are greyed, marked with the reason and not selectable. */
export default function CartRow({ line, onAskDelete }: Props) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const href = localizePath(`/goods/details?id=${line.goodsId}`, locale);
  const valid = line.state === 'ok';
  // A line short of stock can still be brought down to what is left; one without stock or shelf cannot.
  const adjustable = line.state === 'ok' || line.state === 'insufficient';

  return (
    <tr data-cart-line={line.id} data-state={line.state} className={`border-t border-gray-200 align-top ${valid ? 'bg-white' : 'bg-gray-50'}`}>
      <td className="w-12 py-5 ps-4">
        <input
          type="checkbox"
          checked={line.selected}
          disabled={!valid}
          aria-label={t('cart.select.line', { name: line.name })}
          onChange={(event) => void setSelected(line.id, event.target.checked)}
          className="size-4 accent-primary-600 disabled:cursor-not-allowed"
        />
      </td>
      <td className="py-4 pe-4">
        <div className="flex gap-3">
          <Picture url={line.image} use={PICTURE_USES.goodsSmall} alt="" width={80} height={80} loading="lazy" className={`size-20 shrink-0 rounded-md border border-gray-200 object-cover ${valid ? '' : 'opacity-60'}`} />
          <div className="flex min-w-0 flex-col gap-1">
            <a id={nameId} href={href} dir="auto" className="line-clamp-2 text-gray-900 no-underline hover:text-primary-700">
              {line.name}
            </a>
            {line.spec && <p dir="auto" className="text-sm text-gray-600">{line.spec}</p>}
            {line.state !== 'ok' && (
              <p data-line-state className="w-fit rounded bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800">
                {t(STATE_LABEL[line.state], { count: line.stock })}
              </p>
            )}
          </div>
        </div>
      </td>
      <td className="py-5 pe-4 text-gray-800">
        <UnitPrice line={line} />
      </td>
      <td className="py-4 pe-4">
        {adjustable ? (
          <CartStepper name={line.name} quantity={line.quantity} stock={line.stock} onChange={(q) => void changeQuantity(line.id, q)} />
        ) : (
          <p className="pt-1 text-center text-gray-700">{line.quantity}</p>
        )}
      </td>
      <td className={`py-5 pe-4 font-semibold ${valid ? 'text-primary-700' : 'text-gray-600'}`}>
        <Money locale={locale} fen={line.amount} />
      </td>
      <td className="py-5 pe-4">
        <div className="flex flex-col items-start gap-2">
          {line.state !== 'offShelf' && (
            <button type="button" aria-describedby={nameId} className={actionClass} onClick={() => void moveToFavourites([line.id])}>
              {t('cart.action.moveToCollect')}
            </button>
          )}
          <button type="button" aria-describedby={nameId} className={actionClass} onClick={() => onAskDelete(line)}>
            {t('cart.action.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
