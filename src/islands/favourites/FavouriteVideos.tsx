import { localizePath } from '../../lib/i18n/locales.ts';
import EmptyState from '../ui/EmptyState.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { VideoIcon } from './icons.tsx';

/**
 * The videos tab of the favourites. Until the video section lets members collect videos there is none to
 * list, so it says so and leads to the section; the section's own list takes this place when it exists.
 */
export default function FavouriteVideos() {
  const t = useT();
  const locale = useLocale();
  return (
    <EmptyState
      data-favourite-videos-empty
      icon={<VideoIcon />}
      title={t('favourites.videos.empty.title')}
      text={t('favourites.videos.empty.text')}
      action={{ href: localizePath('/video', locale), label: t('favourites.videos.empty.action') }}
    />
  );
}
