import type { ReactNode } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import NotLoaded from './NotLoaded.tsx';
import Pager from './Pager.tsx';
import SelectionBar from './SelectionBar.tsx';
import type { KeptList as List } from './useKeptList.ts';

interface Props<T extends { id: number }> {
  list: List<T>;
  /** Said while the first page is on its way, and when it could not be loaded. */
  loading: MessageKey;
  failedMessage: MessageKey;
  /** What an empty list shows instead (an EmptyState with the way to fill it). */
  empty: ReactNode;
  /** What the list holds, beside "manage" ("12 goods"). */
  summary: (total: number) => ReactNode;
  /** Further actions beside "manage" (clear all). */
  actions?: ReactNode;
  pagerLabel: MessageKey;
  /** The question before removing `count` rows (the ticked ones while none is asked about), or all of them. */
  question: (count: number, all: boolean) => { title: string; message: string; confirmLabel: string };
  /** The rows of the page shown. */
  children: (rows: T[]) => ReactNode;
  [data: `data-${string}`]: string | boolean | undefined;
}

/** The frame of a kept list: loading, empty, the edit bar, the rows, the pager and the removal question. */
export default function KeptList<T extends { id: number }>({ list, loading, failedMessage, empty, summary, actions, pagerLabel, question, children, ...data }: Props<T>) {
  const { result, selection } = list;
  if (!result) return <NotLoaded failed={list.failed} loading={loading} failedMessage={failedMessage} onRetry={list.reload} />;
  if (result.total === 0) return empty;
  const which = list.asking ?? selection.selected;
  const words = which === 'all' ? question(result.total, true) : question(which.length, false);
  return (
    <div {...data} aria-busy={list.loading}>
      <SelectionBar
        editing={list.editing}
        onEditing={list.setEditing}
        selectedCount={selection.selected.length}
        allSelected={selection.allSelected}
        onSelectAll={selection.setAll}
        onRemoveSelected={() => list.ask(selection.selected)}
        summary={summary(result.total)}
      >
        {actions}
      </SelectionBar>
      {children(result.list)}
      <Pager label={pagerLabel} page={result.page} pageSize={result.pageSize} total={result.total} onPage={list.setPage} />
      <ConfirmDialog open={list.asking !== null} {...words} danger onConfirm={list.confirmRemove} onClose={() => list.ask(null)} />
    </div>
  );
}
