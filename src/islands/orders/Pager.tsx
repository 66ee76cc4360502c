import type { TFunction } from '../../lib/i18n/messages.ts';
import { secondaryButton } from '../settings/buttons.ts';

interface Props {
  t: TFunction;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next page, with where the member is; hidden when everything fits on one page. */
export default function Pager({ t, page, pageSize, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('order.pager.label')} className="mt-6 flex items-center justify-center gap-4">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('order.pager.previous')}
      </button>
      <p className="text-gray-700" aria-live="polite">
        {t('order.pager.position', { page, pages })}
      </p>
      <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('order.pager.next')}
      </button>
    </nav>
  );
}
