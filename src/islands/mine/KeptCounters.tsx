import type { ReactNode } from 'react';
import { formatCount } from '../../lib/count.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { MemberShoppingInfo } from '../../lib/schemas/mine.ts';
import { ClockIcon, HeartIcon, VideoIcon } from '../favourites/icons.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

type Kept = Pick<MemberShoppingInfo, 'collectGoods' | 'collectVideos' | 'footprints'>;

const TILES: { key: keyof Kept; label: MessageKey; path: string; icon: ReactNode }[] = [
  { key: 'collectGoods', label: 'mine.kept.goods', path: '/mine/myCollect', icon: <HeartIcon /> },
  { key: 'collectVideos', label: 'mine.kept.videos', path: '/mine/myCollect?tab=videos', icon: <VideoIcon /> },
  { key: 'footprints', label: 'route.title.footprint', path: '/mine/footprint', icon: <ClockIcon /> },
];

/** How many goods and videos the member keeps and how many goods they looked at, each leading to its list. */
export default function KeptCounters({ kept }: { kept: Kept }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-3 gap-4" data-kept-counters>
      {TILES.map(({ key, label, path, icon }) => (
        <li key={key}>
          <a href={localizePath(path, locale)} data-kept={key} className="flex items-center gap-4 rounded-lg border border-gray-200 p-4 text-gray-800 no-underline hover:border-primary-300 hover:bg-primary-50">
            <span aria-hidden="true" className="text-primary-500 [&>svg]:size-9 [&>svg]:fill-none [&>svg]:stroke-current [&>svg]:stroke-[1.6]">
              {icon}
            </span>
            <span className="flex flex-col">
              <span data-count className="text-2xl font-semibold text-gray-900">
                {formatCount(locale, kept[key])}
              </span>
              <span className="text-sm text-gray-700">{t(label)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
