import { useState } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import VideoTile from './VideoTile.tsx';
import { useSelection } from './useSelection.ts';
import { fetchCollectedVideos, uncollectVideos } from './videoApi.ts';

const PAGE_SIZE = 12;

/**
 * The member's collected videos, newest first, with remove and batch remove. Mounted by /video/collectVideo
 * and by the favourites page's videos tab; `onCountChange` lets a host show the count in its tab.
 */
export default island(function CollectedVideos({ onCountChange }: { onCountChange?: (total: number) => void }) {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList(async (q, signal) => {
    const page = await fetchCollectedVideos({ page: q.page, pageSize: PAGE_SIZE }, signal);
    onCountChange?.(page.total);
    return page;
  }, { page: 1 });
  const selection = useSelection();
  const [removing, setRemoving] = useState<number[] | null>(null);
  const { result } = list;

  if (!result) return list.failed ? <LoadFailed message="video.collect.loadFailed" onRetry={list.reload} /> : <p className="py-10 text-center text-gray-600">{t('video.loading')}</p>;
  if (result.total === 0) {
    return (
      <div className="rounded-lg bg-white p-10 text-center text-gray-600" data-collected-empty>
        <p>{t('video.collect.empty')}</p>
        <a href={localizePath('/video', locale)} className="mt-2 inline-block text-primary-700 underline">
          {t('video.collect.browse')}
        </a>
      </div>
    );
  }
  const pageIds = result.list.map((v) => v.id);
  const allTicked = pageIds.every((id) => selection.ids.has(id));

  return (
    <div data-collected-videos>
      <div className="mb-4 flex items-center gap-4">
        <label className="flex items-center gap-2 text-gray-700">
          <input type="checkbox" checked={allTicked} onChange={() => (allTicked ? selection.clear() : selection.setAll(pageIds))} className="size-4 accent-primary-600" />
          {t('video.collect.selectAll')}
        </label>
        <Button variant="outline" size="sm" disabled={selection.ids.size === 0} onClick={() => setRemoving([...selection.ids])}>
          {t('video.collect.removeChosen', { count: selection.ids.size })}
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-busy={list.loading}>
        {result.list.map((v) => (
          <li key={v.id} className={v.available ? '' : 'opacity-70'}>
            <VideoTile video={v} href={localizePath(`/video?id=${v.id}`, locale)}>
              <div className="flex items-center justify-between gap-2 border-t border-gray-100 px-3 py-2 text-sm">
                <label className="flex items-center gap-2 text-gray-700">
                  <input type="checkbox" checked={selection.ids.has(v.id)} onChange={() => selection.toggle(v.id)} className="size-4 accent-primary-600" />
                  <span className="sr-only">{v.title}</span>
                  {!v.available && <span className="text-gray-600">{t('video.collect.unavailable')}</span>}
                </label>
                <button type="button" className="text-gray-600 hover:text-red-700" onClick={() => setRemoving([v.id])}>
                  {t('video.collect.remove')}
                </button>
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
});
