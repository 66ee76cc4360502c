import { island } from '../ui/I18nProvider.tsx';
import BannerCarousel from './BannerCarousel.tsx';
import CategoryNav from './CategoryNav.tsx';

/** The top of the home page: the category list beside the banner carousel. */
export default island(function HomeTop() {
  return (
    <div className="grid grid-cols-[16rem_1fr] items-stretch gap-4">
      <CategoryNav />
      <BannerCarousel />
    </div>
  );
});
