import type { ReactNode } from 'react';
import type { VideoCard } from '../../lib/schemas/video.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { formatDuration, formatViews } from './format.ts';

interface Props {
  video: VideoCard;
  href: string;
  /** Opens the video in place instead of loading the page again; modified clicks still open a new tab. */
  onOpen?: (id: number) => void;
  current?: boolean;
  children?: ReactNode;
}

/** A poster with the length on it, the title, views and comments. */
export default function VideoTile({ video, href, onOpen, current, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const open = (event: React.MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(video.id);
  };
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm" data-video-tile={video.id}>
      <a href={href} onClick={open} aria-current={current ? 'true' : undefined} className="group flex flex-col">
        <span className="relative block aspect-video bg-gray-200">
          <img src={video.poster} alt="" loading="lazy" className="size-full object-cover transition group-hover:opacity-90" />
          <span dir="ltr" className="absolute end-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white">
            {formatDuration(video.duration)}
          </span>
        </span>
        <span className="line-clamp-2 px-3 pt-2 font-medium text-gray-900 group-hover:text-primary-700 group-aria-[current=true]:text-primary-700">{video.title}</span>
      </a>
      <p className="flex gap-3 px-3 pt-1 pb-3 text-sm text-gray-600">
        <span>{t('video.views', { count: video.views, countText: formatViews(video.views, locale) })}</span>
        <span>{t('video.comments', { count: video.commentCount, countText: formatViews(video.commentCount, locale) })}</span>
      </p>
      {children}
    </div>
  );
}
