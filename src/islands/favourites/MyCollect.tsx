import { useEffect, useId, useState } from 'react';
import { island } from '../ui/I18nProvider.tsx';
import Tabs from '../ui/Tabs.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import FavouriteGoods from './FavouriteGoods.tsx';
import { CollectedVideoList } from '../video/CollectedVideos.tsx';

type CollectTab = 'goods' | 'videos';

const TABS = [
  { name: 'goods', label: 'favourites.tab.goods' },
  { name: 'videos', label: 'favourites.tab.videos' },
] as const;

/** The tab the address names (`?tab=videos`), so a link from the personal centre opens it. */
function tabIn(search: string): CollectTab {
  return new URLSearchParams(search).get('tab') === 'videos' ? 'videos' : 'goods';
}

/** /mine/myCollect: the member's favourite goods and videos. Client only. */
export default island(function MyCollect() {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const [tab, setTab] = useState<CollectTab>(() => tabIn(location.search));

  useEffect(() => {
    const url = new URL(location.href);
    if (tab === 'goods') url.searchParams.delete('tab');
    else url.searchParams.set('tab', tab);
    history.replaceState(history.state, '', url.pathname + url.search);
  }, [tab]);

  return (
    <div data-my-collect className="flex flex-col gap-4">
      <Tabs tabs={TABS} current={tab} label="favourites.tabs.label" id={id} onSelect={setTab} />
      <section id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'goods' ? (
          <FavouriteGoods />
        ) : (
          <>
            <p className="mb-3 text-end">
              <a href={localizePath('/video/collectVideo', locale)} className="text-primary-700 hover:underline" data-collect-video-link>
                {t('video.nav.favourites')}
              </a>
            </p>
            <CollectedVideoList />
          </>
        )}
      </section>
    </div>
  );
});
