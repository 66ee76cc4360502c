import Price from '../../components/goods/Price.tsx';
import { PRICE_LABEL_KEYS } from '../../lib/pricing.ts';
import type { CartLine } from '../../lib/schemas/cart.ts';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  line: Pick<CartLine, 'unitPrice' | 'priceLabel' | 'marketPrice'>;
  className?: string;
}

/**
 * The unit price of a cart or checkout line labelled as on the goods page: "member price" while members
 * pay less than guests, with the market price struck through while it is higher.
 */
export default function UnitPrice({ line, className = '' }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-unit-price className={`flex flex-col gap-0.5 ${className}`}>
      <Price locale={locale} fen={line.unitPrice} />
      {line.priceLabel === 'member' && (
        <span data-unit-price-label className="text-xs text-primary-700">
          {t(PRICE_LABEL_KEYS.member)}
        </span>
      )}
      {line.marketPrice !== null && <Price as="del" locale={locale} fen={line.marketPrice} label={t('goods.price.market')} className="text-xs text-gray-500" />}
    </div>
  );
}
