import { STATUS_KEYS } from '../../lib/after-sales.ts';
import type { AfterSalesStatus } from '../../lib/after-sales.ts';
import { useT } from '../ui/i18n.ts';

const TONE: Record<AfterSalesStatus, string> = {
  requested: 'bg-amber-50 text-amber-900',
  approved: 'bg-primary-50 text-primary-800',
  returning: 'bg-primary-50 text-primary-800',
  refunded: 'bg-green-50 text-green-800',
  refused: 'bg-red-50 text-red-800',
  cancelled: 'bg-gray-100 text-gray-700',
};

/** Where a request stands, in words and a tone. */
export default function AfterSalesStatusBadge({ status }: { status: AfterSalesStatus }) {
  const t = useT();
  return (
    <span className={`rounded px-2 py-1 text-sm font-medium ${TONE[status]}`} data-after-sales-status={status}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
