import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import Money from '../ui/Money.tsx';
import UnitPrice from '../ui/UnitPrice.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import type { PreviewLine } from './summary.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  lines: PreviewLine[];
}

const STATE_LABEL: Record<Exclude<PreviewLine['state'], 'ok'>, MessageKey> = {
  offShelf: 'cart.state.offShelf',
  outOfStock: 'cart.state.outOfStock',
  insufficient: 'cart.state.insufficient',
};

const head = 'px-4 py-3 text-sm font-medium text-gray-700';

/** The goods of the order as the server priced them; a line that cannot be bought says why. */
export default function CheckoutLines({ lines }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-gray-900">
        {t('checkout.goods.title')}
      </h2>
      <table className="w-full table-fixed border-collapse" data-checkout-lines>
        <caption className="sr-only">{t('checkout.goods.title')}</caption>
        <colgroup>
          <col />
          <col className="w-36" />
          <col className="w-28" />
          <col className="w-36" />
        </colgroup>
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className={`${head} text-start`}>{t('cart.column.goods')}</th>
            <th scope="col" className={`${head} text-end`}>{t('cart.column.unitPrice')}</th>
            <th scope="col" className={`${head} text-center`}>{t('cart.column.quantity')}</th>
            <th scope="col" className={`${head} text-end`}>{t('cart.column.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const ok = line.state === 'ok';
            return (
              <tr key={line.skuId} data-checkout-line={line.skuId} data-state={line.state} className={`border-t border-gray-200 ${ok ? '' : 'bg-gray-50'}`}>
                <td className="px-4 py-4">
                  <div className="flex items-start gap-3">
                    <Picture url={line.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} className={`size-16 shrink-0 rounded-md border border-gray-200 object-cover ${ok ? '' : 'opacity-60'}`} />
                    <div className="flex min-w-0 flex-col gap-1">
                      <a href={localizePath(`/goods/details?id=${line.goodsId}`, locale)} dir="auto" className="line-clamp-2 text-gray-900 no-underline hover:text-primary-700">
                        {line.name}
                      </a>
                      {line.spec && <p dir="auto" className="text-sm text-gray-600">{line.spec}</p>}
                      {line.state !== 'ok' && (
                        <p data-line-state className="w-fit rounded bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
                          {t(STATE_LABEL[line.state], { count: line.stock })}
                        </p>
                      )}
                    </div>
                  </div>
                </td>
                <td className="px-4 py-4 text-end text-gray-800">
                  <UnitPrice line={line} className="items-end" />
                </td>
                <td className="px-4 py-4 text-center text-gray-800 tabular-nums">{line.quantity}</td>
                <td className="px-4 py-4 text-end font-semibold text-gray-900">
                  <Money locale={locale} fen={line.amount} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
