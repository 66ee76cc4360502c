import { useId, type ReactNode } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { GoodsCard } from '../../lib/schemas/goods.ts';
import CardPrice from '../ui/CardPrice.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { GOODS_STATE_TEXT, goodsState } from './goodsState.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  goods: GoodsCard;
  onShelf: boolean;
  stock: number;
  /** In edit mode: the tick that selects this goods. */
  select?: { checked: boolean; onChange: (checked: boolean) => void };
  /** The buttons under the card; `nameId` names the goods, for aria-describedby. */
  actions?: (nameId: string) => ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

const STATE_TONE = {
  offShelf: 'bg-gray-200 text-gray-800',
  soldOut: 'bg-gray-200 text-gray-800',
  low: 'bg-amber-100 text-amber-900',
  inStock: 'bg-green-50 text-green-800',
} as const;

/** A goods a member kept or looked at: picture and name lead to it; price, whether it can be bought, and actions. */
export default function GoodsTile({ goods, onShelf, stock, select, actions, ...data }: Props) {
  const t = useT();
  const locale = useLocale();
  const state = goodsState(onShelf, stock);
  const href = localizePath(`/goods/details?id=${goods.id}`, locale);
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} data-state={state} className="relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white" {...data}>
      {select && (
        <label className="absolute start-2 top-2 z-10 flex size-8 items-center justify-center rounded-md bg-white/90 shadow">
          <input
            type="checkbox"
            checked={select.checked}
            onChange={(event) => select.onChange(event.target.checked)}
            aria-label={t('favourites.select.one', { name: goods.name })}
            className="size-4 accent-primary-600"
          />
        </label>
      )}
      <a href={href} tabIndex={-1} aria-hidden="true" className={state === 'offShelf' ? 'opacity-50' : undefined}>
        {goods.image ? <Picture url={goods.image} use={PICTURE_USES.goodsCard} alt="" width={400} height={400} loading="lazy" className="aspect-square w-full bg-gray-100 object-cover" /> : <div className="aspect-square w-full bg-gray-100" />}
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={nameId} className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-normal">
          <a href={href} className="text-gray-900 no-underline hover:text-primary-700">
            {goods.name}
          </a>
        </h3>
        <CardPrice goods={goods} locale={locale} priceClass="text-lg font-bold" tone="text-primary-700" />
        <p data-goods-state={state} className={`w-fit rounded px-2 py-0.5 text-xs font-medium ${STATE_TONE[state]}`}>
          {t(GOODS_STATE_TEXT[state], { count: stock })}
        </p>
        {actions && <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">{actions(nameId)}</div>}
      </div>
    </article>
  );
}
