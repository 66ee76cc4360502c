import LoadFailed from '../ui/LoadFailed.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import Carousel from './Carousel.tsx';
import { homeIndex } from './homeData.ts';
import { useLoadState } from './load.ts';
import { goodsListHref } from './hrefs.ts';

/** The banner area: a box of the banners' shape while they load, the carousel, or a retry. */
export default function BannerCarousel() {
  const t = useT();
  const locale = useLocale();
  const state = useLoadState(homeIndex);
  const box = 'aspect-[10/3] w-full overflow-hidden rounded-lg';

  if (state.status === 'loading') return <div aria-busy="true" className={`${box} bg-gray-200 motion-safe:animate-pulse`} />;
  if (state.status === 'failed') return <LoadFailed message="home.loadFailed" onRetry={homeIndex.retry} className={box} />;
  if (state.data.banners.length === 0) {
    return (
      <div className={`${box} flex items-center justify-center bg-linear-to-br from-primary-600 to-primary-900`}>
        <a href={goodsListHref(locale)} className="rounded-full bg-white px-8 py-3 font-semibold text-primary-800 no-underline hover:bg-primary-50">
          {t('home.cta.goods')}
        </a>
      </div>
    );
  }
  return <Carousel banners={state.data.banners} className={box} />;
}
