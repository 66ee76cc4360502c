import { useCallback } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import Button from '../ui/Button.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import MessageItem from './MessageItem.tsx';
import { fetchMessages, markMessagesRead, MESSAGES_PAGE_SIZE } from './messagesApi.ts';

const MailIcon = () => (
  <svg viewBox="0 0 24 24">
    <path d="M3 6.5h18v11H3zM3 7l9 6.5L21 7" />
  </svg>
);

/** /mine/messages: the shop's answers to the member's feedback, newest first; unread ones marked until read. Client only. */
export default island(function Messages() {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList((q: { page: number }, signal) => fetchMessages(q.page, signal), { page: 1 });
  const { result, reload } = list;
  const read = useCallback((ids?: number[]) => markMessagesRead(ids).then(reload, reload), [reload]);

  if (list.failed && !result) return <LoadFailed message="messages.loadFailed" onRetry={reload} />;
  if (!result) return <p className="text-gray-600">{t('messages.loading')}</p>;
  if (result.total === 0) {
    return <EmptyState data-messages-empty icon={<MailIcon />} title={t('messages.empty')} action={{ href: localizePath('/mine', locale), label: t('route.title.mine') }} />;
  }
  return (
    <section data-messages aria-busy={list.loading}>
      <div className="mb-4 flex items-center gap-3">
        <p className="text-sm text-gray-700" data-unread-count>
          {t('messages.unreadCount', { unread: result.unread })}
        </p>
        {result.unread > 0 && (
          <Button variant="secondary" size="sm" className="ms-auto" onClick={() => void read()}>
            {t('messages.markAllRead')}
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-4">
        {result.list.map((m) => (
          <MessageItem key={m.id} message={m} onRead={() => void read([m.id])} />
        ))}
      </ul>
      <Pager label="messages.pager.label" page={result.page} pageSize={MESSAGES_PAGE_SIZE} total={result.total} onPage={list.setPage} />
    </section>
  );
});
