import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useT } from '../ui/i18n.ts';
import BrandZone from './BrandZone.tsx';
import GoodsSection from './GoodsSection.tsx';
import { homeIndex } from './homeData.ts';
import { useLoadState } from './load.ts';
import type { HomeSection } from './hrefs.ts';

const SECTIONS: readonly HomeSection[] = ['hot', 'new', 'recommended'];

/** Hot, new and recommended goods and the brand zone, from the same home/index answer as the banners. */
export default island(function HomeShelves() {
  const t = useT();
  const state = useLoadState(homeIndex);
  if (state.status === 'failed') return <LoadFailed message="home.loadFailed" onRetry={homeIndex.retry} className="mt-10 min-h-60" />;
  const data = state.status === 'ready' ? state.data : null;
  return (
    <>
      {!data && (
        <p role="status" className="sr-only">
          {t('home.loading')}
        </p>
      )}
      {SECTIONS.map((section) =>
        data && data[section].length === 0 ? null : <GoodsSection key={section} section={section} goods={data ? data[section] : null} />,
      )}
      {data && <BrandZone brands={data.brands} />}
    </>
  );
});
