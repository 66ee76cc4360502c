import { lazy, Suspense } from 'react';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import VideoCollectButton from './VideoCollectButton.tsx';
import VideoComments from './VideoComments.tsx';
import VideoGoods from './VideoGoods.tsx';
import { formatViews } from './format.ts';
import { useVideoDetail } from './useVideoDetail.ts';
import { sendView } from './videoApi.ts';

// vidstack is fetched only when a video is opened: the list alone never loads it.
const VideoPlayer = lazy(() => import('./VideoPlayer.tsx'));

const frame = 'aspect-video w-full rounded-lg bg-gray-900';

/** The player for one video, what it is about, the goods in it and its comments. */
export default function VideoWatch({ id, onClose, onCommentsChanged }: { id: number; onClose: () => void; onCommentsChanged?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { state, update, reload } = useVideoDetail(id);

  if (state.status === 'loading') return <div className={frame} aria-busy="true" aria-label={t('video.loading')} />;
  if (state.status === 'failed') return <LoadFailed message="video.loadFailed" onRetry={reload} />;
  if (state.status === 'missing') {
    return (
      <div role="alert" className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700" data-video-missing>
        <p>{state.message}</p>
        <button type="button" onClick={onClose} className="mt-3 text-primary-700 underline">
          {t('video.backToList')}
        </button>
      </div>
    );
  }
  const { video } = state;
  const countView = () => void sendView(video.id).then((r) => update({ views: r.views }), () => undefined);

  return (
    <article data-video-watch={video.id} aria-labelledby="video-title">
      <Suspense fallback={<div className={frame} />}>
        <VideoPlayer key={video.id} title={video.title} poster={video.poster} sources={video.sources} onFirstPlay={countView} />
      </Suspense>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="video-title" className="text-xl font-semibold text-gray-900">
            {video.title}
          </h1>
          <p className="mt-1 text-sm text-gray-600" data-video-views>
            {t('video.views', { count: video.views, countText: formatViews(video.views, locale) })}
          </p>
        </div>
        <VideoCollectButton videoId={video.id} collected={video.collected} onChange={(collected) => update({ collected })} />
      </div>
      {video.description && <p className="mt-3 whitespace-pre-line text-gray-700">{video.description}</p>}
      <VideoGoods goods={video.goods} />
      <VideoComments videoId={video.id} onChanged={onCommentsChanged} />
    </article>
  );
}
