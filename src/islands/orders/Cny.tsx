import { formatCny } from '../../lib/money.ts';
import { useLocale } from '../ui/i18n.ts';

interface Props {
  fen: number;
  className?: string;
}

/**
 * An order amount in CNY, the currency it is charged in, whatever the page's language. The <bdi>
 * keeps symbol and digits in their own order inside Arabic text.
 */
export default function Cny({ fen, className }: Props) {
  const locale = useLocale();
  return (
    <span className={className} data-fen={fen}>
      <bdi>{formatCny(fen, locale)}</bdi>
    </span>
  );
}
