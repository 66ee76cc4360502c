import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { goodsPrices, priceLabels, priceView, PRICE_LABEL_KEYS } from '../../lib/pricing.ts';
import type { GoodsCard } from '../../lib/schemas/goods.ts';
import Money from './Money.tsx';

/** Where the amount goes in "from {price}": the message is split around it. */
const PRICE_SLOT = '\u0000';

interface Props {
  goods: Pick<GoodsCard, 'price' | 'marketPrice' | 'salePrice' | 'memberPrice' | 'memberPays' | 'memberPaysFrom'>;
  locale: Locale;
  /** Size of the price a member pays, its colour, and the line's own classes. */
  priceClass: string;
  tone: string;
  className?: string;
}

/**
 * A goods' price on a card (goods grids, favourites, recently viewed): what a member pays with its label and the
 * struck market price; or, when its SKUs cost members different amounts, "from" the lowest («¥35.90起», "from
 * ¥35.90", «ابتداءً من ¥35.90», each language placing its word) without a market price, which no one SKU has.
 */
export default function CardPrice({ goods, locale, priceClass, tone, className = '' }: Props) {
  const t = createT(locale);
  const labels = priceLabels(priceView(goodsPrices(goods), null));
  const label = t(PRICE_LABEL_KEYS[labels.main]);
  const from = goods.memberPaysFrom ?? null;
  if (from !== null) {
    const [before, after] = t('goods.price.from', { price: PRICE_SLOT }).split(PRICE_SLOT);
    return (
      <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
        {/* The label leads, so a screen reader says "Member price from ¥35.90", not "from Member price ¥35.90". */}
        {/* The words around the amount are small text, so they take a darker colour than the large amount. */}
        <span data-price-from className="text-sm text-gray-700">
          <span className="sr-only">{label} </span>
          {before}
          <Money fen={from} locale={locale} className={`${priceClass} ${tone}`} />
          {after}
        </span>
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <Money fen={goods.memberPays} locale={locale} label={label} className={`${priceClass} ${tone}`} />
      {labels.market && <Money as="del" fen={goods.marketPrice} locale={locale} label={t('goods.price.market')} className="text-xs text-gray-500" />}
    </p>
  );
}
