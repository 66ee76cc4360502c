import type { MessageKey } from '../../lib/i18n/messages.ts';
import Button from './Button.tsx';
import { useT } from './i18n.ts';
import { pageCount } from './usePagedList.ts';

interface Props {
  /** Names the navigation: which list is paged ('order.pager.label'). */
  label: MessageKey;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next page, with where the member is; hidden when everything fits on one page. */
export default function Pager({ label, page, pageSize, total, onPage }: Props) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t(label)} className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <p className="text-gray-700" aria-live="polite">
        {t('pager.position', { page, pages })}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
