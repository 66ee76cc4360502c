import type { ReactNode } from 'react';
import Button from './Button.tsx';
import { useT } from './i18n.ts';

interface Props {
  editing: boolean;
  onEditing: (editing: boolean) => void;
  /** How many rows are ticked, and whether that is every row shown. */
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: (all: boolean) => void;
  /** Asks before removing the ticked rows. */
  onRemoveSelected: () => void;
  /** What the list holds, shown while not editing ("12 goods"). */
  summary: ReactNode;
  /** Further actions beside "manage" (clear all). */
  children?: ReactNode;
}

/** A list's edit mode: manage → select all, remove the selection, done. */
export default function SelectionBar({ editing, onEditing, selectedCount, allSelected, onSelectAll, onRemoveSelected, summary, children }: Props) {
  const t = useT();
  return (
    <div data-selection-bar className="mb-4 flex min-h-12 flex-wrap items-center gap-3 rounded-lg bg-gray-50 px-4 py-2">
      {editing ? (
        <>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} className="size-4 accent-primary-600" />
            {t('selection.all')}
          </label>
          <span className="text-sm text-gray-600" aria-live="polite">
            {t('selection.count', { count: selectedCount })}
          </span>
          <Button variant="danger" size="sm" className="ms-auto" disabled={selectedCount === 0} onClick={onRemoveSelected}>
            {t('selection.remove')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onEditing(false)}>
            {t('selection.done')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-gray-700">{summary}</p>
          <div className="ms-auto flex items-center gap-3">
            {children}
            <Button variant="outline" size="sm" onClick={() => onEditing(true)}>
              {t('selection.manage')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
