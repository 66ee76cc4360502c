import { useLocale } from 'react-admin';
import { formatCny } from '../lib/money.ts';

/** Money in the console is always the CNY the shop charges, formatted for the console's language. */
export function useMoney() {
  const locale = useLocale() === 'en' ? 'en' : 'zh';
  return (fen: number | null | undefined) => (fen === null || fen === undefined ? '' : formatCny(fen, locale));
}

/** Order states are snake_case in the API and camelCase in the shop's message keys. */
export const statusKey = (status: string) => `order.status.${status.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`;
