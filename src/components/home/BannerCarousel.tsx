import type { HomeBanner } from '../../lib/schemas/home.ts';
import { useLocale, useT } from '../../islands/ui/i18n.ts';
import Carousel from './Carousel.tsx';
import { goodsListHref } from './hrefs.ts';

/** The banner area: the carousel, or a way into the goods list when no banner is shown. */
export default function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const t = useT();
  const locale = useLocale();
  const box = 'aspect-[10/3] w-full overflow-hidden rounded-lg';
  if (banners.length === 0) {
    return (
      <div className={`${box} flex items-center justify-center bg-linear-to-br from-primary-600 to-primary-900`}>
        <a href={goodsListHref(locale)} className="rounded-full bg-white px-8 py-3 font-semibold text-primary-800 no-underline hover:bg-primary-50">
          {t('home.cta.goods')}
        </a>
      </div>
    );
  }
  return <Carousel banners={banners} className={box} />;
}
