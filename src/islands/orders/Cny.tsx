import { formatCny } from '../../lib/money.ts';
import { useLocale } from '../ui/i18n.ts';

interface Props {
  fen: number;
  className?: string;
  /** 'del' for a struck-through price that was not asked (market price). */
  as?: 'span' | 'del';
  /** Read before the amount by screen readers, e.g. "Market price". */
  label?: string;
}

/**
 * An order amount in CNY, the currency it is charged in, whatever the page's language. The <bdi>
 * keeps symbol and digits in their own order inside Arabic text.
 */
export default function Cny({ fen, className, as: Tag = 'span', label }: Props) {
  const locale = useLocale();
  return (
    <Tag className={className} data-fen={fen}>
      {label && <span className="sr-only">{label} </span>}
      <bdi>{formatCny(fen, locale)}</bdi>
    </Tag>
  );
}
