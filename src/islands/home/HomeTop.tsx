import type { Locale } from '../../lib/i18n/locales.ts';
import BannerCarousel from './BannerCarousel.tsx';
import CategoryNav from './CategoryNav.tsx';

interface Props {
  locale: Locale;
}

/** The top of the home page: the category list beside the banner carousel. */
export default function HomeTop({ locale }: Props) {
  return (
    <div className="grid grid-cols-[16rem_1fr] items-stretch gap-4">
      <CategoryNav locale={locale} />
      <BannerCarousel locale={locale} />
    </div>
  );
}
