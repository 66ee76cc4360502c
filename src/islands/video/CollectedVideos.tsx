import { localizePath } from '../../lib/i18n/locales.ts';
import { VideoIcon } from '../favourites/icons.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import { island } from '../ui/I18nProvider.tsx';
import KeptList from '../ui/KeptList.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { useKeptList } from '../ui/useKeptList.ts';
import VideoTile from './VideoTile.tsx';
import { fetchCollectedVideos, uncollectVideos } from './videoApi.ts';

const PAGE_SIZE = 12;

const fetchPage = (page: number, signal: AbortSignal) => fetchCollectedVideos({ page, pageSize: PAGE_SIZE }, signal);

/**
 * The member's collected videos, newest first, with remove and the edit mode the other kept lists have
 * (manage → select all → remove). Shown by /video/collectVideo and by the favourites page's videos tab.
 */
export function CollectedVideoList() {
  const t = useT();
  const locale = useLocale();
  const list = useKeptList({ fetchPage, removeRows: uncollectVideos, clearOnPage: true });
  const { editing, selection } = list;

  return (
    <KeptList
      data-collected-videos
      list={list}
      loading="video.loading"
      failedMessage="video.collect.loadFailed"
      empty={
        <EmptyState
          data-collected-empty
          icon={<VideoIcon />}
          title={t('favourites.videos.empty.title')}
          text={t('favourites.videos.empty.text')}
          action={{ href: localizePath('/video', locale), label: t('favourites.videos.empty.action') }}
        />
      }
      summary={(total) => t('video.collect.total', { count: total })}
      pagerLabel="video.collect.pager"
      question={(count) => ({ title: t('video.collect.removeTitle'), message: t('video.collect.removeMessage', { count }), confirmLabel: t('video.collect.remove') })}
    >
      {(videos) => (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {videos.map((v) => (
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
                    <button type="button" className="text-gray-600 hover:text-red-700" onClick={() => list.ask([v.id])}>
                      {t('video.collect.remove')}
                    </button>
                  )}
                </div>
              </VideoTile>
            </li>
          ))}
        </ul>
      )}
    </KeptList>
  );
}

/** /video/collectVideo's island: the list with the page's locale. */
export default island(function CollectedVideos() {
  return <CollectedVideoList />;
});
