import { useMemo, useState } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import { island } from '../ui/I18nProvider.tsx';
import NotLoaded from '../ui/NotLoaded.tsx';
import Pager from '../ui/Pager.tsx';
import SelectionBar from '../ui/SelectionBar.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import { useSelection } from '../ui/useSelection.ts';
import { VideoIcon } from '../favourites/icons.tsx';
import VideoTile from './VideoTile.tsx';
import { fetchCollectedVideos, uncollectVideos } from './videoApi.ts';

const PAGE_SIZE = 12;

/**
 * The member's collected videos, newest first, with remove and the edit mode the other kept lists have
 * (manage → select all → remove). Shown by /video/collectVideo and by the favourites page's videos tab.
 */
export function CollectedVideoList() {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList((q: { page: number }, signal) => fetchCollectedVideos({ page: q.page, pageSize: PAGE_SIZE }, signal), { page: 1 });
  const { result } = list;
  const ids = useMemo(() => result?.list.map((v) => v.id) ?? [], [result]);
  const selection = useSelection(ids);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<number[] | null>(null);

  if (!result) return <NotLoaded failed={list.failed} loading="video.loading" failedMessage="video.collect.loadFailed" onRetry={list.reload} />;
  if (result.total === 0) {
    return (
      <EmptyState
        data-collected-empty
        icon={<VideoIcon />}
        title={t('favourites.videos.empty.title')}
        text={t('favourites.videos.empty.text')}
        action={{ href: localizePath('/video', locale), label: t('favourites.videos.empty.action') }}
      />
    );
  }
  const editMode = (on: boolean) => {
    setEditing(on);
    selection.clear();
  };

  return (
    <div data-collected-videos aria-busy={list.loading}>
      <SelectionBar
        editing={editing}
        onEditing={editMode}
        selectedCount={selection.selected.length}
        allSelected={selection.allSelected}
        onSelectAll={selection.setAll}
        onRemoveSelected={() => setRemoving(selection.selected)}
        summary={t('video.collect.total', { count: result.total })}
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {result.list.map((v) => (
          <li key={v.id} className={v.available ? '' : 'opacity-70'}>
            <VideoTile video={v} href={localizePath(`/video?id=${v.id}`, locale)}>
              <div className="flex items-center justify-between gap-2 border-t border-gray-100 px-3 py-2 text-sm">
                {editing ? (
                  <label className="flex items-center gap-2 text-gray-700">
                    <input type="checkbox" checked={selection.isSelected(v.id)} onChange={(e) => selection.toggle(v.id, e.target.checked)} className="size-4 accent-primary-600" />
                    <span className="sr-only">{v.title}</span>
                  </label>
                ) : (
                  <span />
                )}
                {!v.available && <span className="text-gray-600">{t('video.collect.unavailable')}</span>}
                {!editing && (
                  <button type="button" className="text-gray-600 hover:text-red-700" onClick={() => setRemoving([v.id])}>
                    {t('video.collect.remove')}
                  </button>
                )}
              </div>
            </VideoTile>
          </li>
        ))}
      </ul>
      <Pager label="video.collect.pager" page={result.page} pageSize={result.pageSize} total={result.total} onPage={(p) => { selection.clear(); list.setPage(p); }} />
      <ConfirmDialog
        open={removing !== null}
        title={t('video.collect.removeTitle')}
        message={t('video.collect.removeMessage', { count: removing?.length ?? 0 })}
        confirmLabel={t('video.collect.remove')}
        danger
        onConfirm={() =>
          uncollectVideos(removing!).then(() => {
            selection.clear();
            list.reload();
          })
        }
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

/** /video/collectVideo's island: the list with the page's locale. */
export default island(function CollectedVideos() {
  return <CollectedVideoList />;
});
