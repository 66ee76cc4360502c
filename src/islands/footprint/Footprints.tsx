import { useMemo, useState } from 'react';
import { calendarDay, localTimeZone } from '../../lib/days.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { FOOTPRINTS_KEPT } from '../../lib/schemas/mine.ts';
import { ClockIcon } from '../favourites/icons.tsx';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import { island } from '../ui/I18nProvider.tsx';
import NotLoaded from '../ui/NotLoaded.tsx';
import Pager from '../ui/Pager.tsx';
import SelectionBar from '../ui/SelectionBar.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import { useSelection } from '../ui/useSelection.ts';
import FootprintDay from './FootprintDay.tsx';
import { dayGroups } from './dayGroups.ts';
import { deleteFootprints, fetchFootprints } from './footprintApi.ts';
import { useFavouriteFlags } from './useFavouriteFlags.ts';

type Asking = 'selected' | 'all' | null;

/** /mine/footprint: the goods the member looked at, by day; remove one, several or all; favourite from here. Client only. */
export default island(function Footprints() {
  const t = useT();
  const locale = useLocale();
  const { result, failed, loading, setPage, reload } = usePagedList((q: { page: number }, signal) => fetchFootprints(q.page, signal), { page: 1 });
  const ids = useMemo(() => result?.list.map((f) => f.id) ?? [], [result]);
  const groups = useMemo(() => dayGroups(result?.list ?? []), [result]);
  const selection = useSelection(ids);
  const favourites = useFavouriteFlags();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  // Rows being removed keep their button busy: a second click would find the row gone and say so.
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [today] = useState(() => calendarDay(new Date(), localTimeZone()));

  if (!result) return <NotLoaded failed={failed} loading="footprint.loading" failedMessage="footprint.loadFailed" onRetry={reload} />;
  if (result.total === 0) {
    return (
      <EmptyState
        data-footprint-empty
        icon={<ClockIcon />}
        title={t('footprint.empty.title')}
        text={t('footprint.empty.text')}
        action={{ href: localizePath('/goods/list', locale), label: t('footprint.empty.action') }}
      />
    );
  }

  const remove = async (which?: number[]) => {
    await deleteFootprints(which);
    selection.clear();
    if (!which) setEditing(false);
    reload();
  };
  const removeOne = async (id: number) => {
    setRemoving((current) => new Set(current).add(id));
    try {
      await remove([id]);
    } catch {
      reload();
    } finally {
      setRemoving((current) => new Set([...current].filter((other) => other !== id)));
    }
  };
  const editMode = (on: boolean) => {
    setEditing(on);
    selection.clear();
  };

  return (
    <div data-footprints aria-busy={loading}>
      <SelectionBar
        editing={editing}
        onEditing={editMode}
        selectedCount={selection.selected.length}
        allSelected={selection.allSelected}
        onSelectAll={selection.setAll}
        onRemoveSelected={() => setAsking('selected')}
        summary={t('footprint.total', { count: result.total, kept: FOOTPRINTS_KEPT })}
      >
        <Button variant="secondary" size="sm" onClick={() => setAsking('all')}>
          {t('footprint.clear')}
        </Button>
      </SelectionBar>
      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <FootprintDay key={`${group.day}-${group.items[0]!.id}`} group={group} today={today} editing={editing} selection={selection} favourites={favourites} removing={removing} onRemove={(id) => void removeOne(id)} />
        ))}
      </div>
      <Pager label="footprint.pager.label" page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'all' ? 'footprint.clear.title' : 'footprint.remove.title')}
        message={asking === 'all' ? t('footprint.clear.message') : t('footprint.remove.message', { count: selection.selected.length })}
        confirmLabel={t(asking === 'all' ? 'footprint.clear.confirm' : 'footprint.remove.confirm')}
        danger
        onConfirm={() => remove(asking === 'all' ? undefined : selection.selected).catch((error: unknown) => {
          reload();
          throw error;
        })}
        onClose={() => setAsking(null)}
      />
    </div>
  );
});
