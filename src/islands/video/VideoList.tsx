import { useEffect, useRef, useState } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { KEYWORD_MAX } from '../../lib/limits.ts';
import { VIDEO_SORTS, type VideoSort } from '../../lib/schemas/video.ts';
import Button from '../ui/Button.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import { inputClass } from '../ui/forms.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import VideoTile from './VideoTile.tsx';
import { fetchVideos } from './videoApi.ts';

const PAGE_SIZE = 12;

/** All published videos: search by a word of the title, latest or most viewed first, a page at a time. */
export default function VideoList({ currentId, onOpen, commentsChanged = 0 }: { currentId: number | null; onOpen: (id: number) => void; commentsChanged?: number }) {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList((q, signal) => fetchVideos({ ...q, pageSize: PAGE_SIZE }, signal), { keyword: '', sort: 'latest' as VideoSort, page: 1 });
  // A comment posted or deleted above changes a card's count: ask again (not on first render, which already asks).
  const seen = useRef(commentsChanged);
  const { reload } = list;
  useEffect(() => {
    if (seen.current === commentsChanged) return;
    seen.current = commentsChanged;
    reload();
  }, [commentsChanged, reload]);
  const [draft, setDraft] = useState('');
  const { result, query } = list;
  // Without a video open the list is what the page is about.
  const Heading = currentId ? 'h2' : 'h1';

  return (
    <section aria-labelledby="video-list-title" className={currentId ? 'mt-10' : ''} data-video-list>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading id="video-list-title" className="text-lg font-semibold text-gray-900">
          {t('route.title.video')}
        </Heading>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            list.setQuery({ keyword: draft.trim() });
          }}
        >
          <label htmlFor="video-search" className="sr-only">
            {t('video.search.label')}
          </label>
          <input id="video-search" type="search" value={draft} maxLength={KEYWORD_MAX} onChange={(e) => setDraft(e.target.value)} placeholder={t('video.search.placeholder')} className={`${inputClass} w-64`} />
          <Button type="submit">{t('video.search.submit')}</Button>
        </form>
        <div role="group" aria-label={t('video.sort.label')} className="flex gap-1">
          {VIDEO_SORTS.map((sort) => (
            <button key={sort} type="button" aria-pressed={query.sort === sort} onClick={() => list.setQuery({ sort })} className="rounded-md px-3 py-1.5 text-gray-700 hover:text-primary-700 aria-pressed:bg-primary-50 aria-pressed:font-semibold aria-pressed:text-primary-800">
              {t(`video.sort.${sort}`)}
            </button>
          ))}
        </div>
      </div>
      {list.failed && !result && <LoadFailed message="video.list.loadFailed" onRetry={list.reload} />}
      {result && result.total === 0 && (
        <div className="rounded-lg bg-white p-10 text-center text-gray-600" data-video-empty>
          {query.keyword ? (
            <>
              <p>{t('video.search.none', { keyword: query.keyword })}</p>
              <button type="button" className="mt-2 text-primary-700 underline" onClick={() => { setDraft(''); list.setQuery({ keyword: '' }); }}>
                {t('video.search.clear')}
              </button>
            </>
          ) : (
            <p>{t('video.list.empty')}</p>
          )}
        </div>
      )}
      {result && result.list.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-busy={list.loading}>
          {result.list.map((v) => (
            <li key={v.id}>
              <VideoTile video={v} href={localizePath(`/video?id=${v.id}`, locale)} onOpen={onOpen} current={v.id === currentId} />
            </li>
          ))}
        </ul>
      )}
      {result && <Pager label="video.list.pager" page={result.page} pageSize={result.pageSize} total={result.total} onPage={list.setPage} />}
    </section>
  );
}
