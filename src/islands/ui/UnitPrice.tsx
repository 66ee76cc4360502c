import { PRICE_LABEL_KEYS } from '../../lib/pricing.ts';
import type { CartLine } from '../../lib/schemas/cart.ts';
import Money from './Money.tsx';
import { useT } from './i18n.ts';

interface Props {
  line: Pick<CartLine, 'unitPrice' | 'priceLabel' | 'marketPrice'>;
  /** Order screens: amounts in the CNY charged rather than the page's display currency. */
  charged?: boolean;
  /** 'inline' for one line of text (label, price, market price), as in the cashier's goods list. */
  layout?: 'stack' | 'inline';
  className?: string;
}

/**
 * The unit price of a cart, checkout or order line with its label as on the goods page ("member price"
 * while members pay less than guests, else "price"), and the market price struck through while it is
 * higher. An order keeps the label and market price of its confirm page, so all of them read alike.
 */
export default function UnitPrice({ line, charged = false, layout = 'stack', className = '' }: Props) {
  const t = useT();
  const amount = (fen: number, struck?: { as: 'del'; label: string; className: string }) => (
    <Money currency={charged ? 'cny' : 'display'} fen={fen} {...struck} />
  );
  const label = (
    <span data-unit-price-label={line.priceLabel} className={`text-xs ${line.priceLabel === 'member' ? 'text-primary-700' : 'text-gray-600'}`}>
      {t(PRICE_LABEL_KEYS[line.priceLabel])}
    </span>
  );
  const inline = layout === 'inline';
  return (
    <div data-unit-price className={`flex ${inline ? 'flex-wrap items-baseline gap-x-1.5' : 'flex-col gap-0.5'} ${className}`}>
      {inline && label}
      {amount(line.unitPrice)}
      {!inline && label}
      {line.marketPrice !== null && amount(line.marketPrice, { as: 'del', label: t('goods.price.market'), className: 'text-xs text-gray-500' })}
    </div>
  );
}
