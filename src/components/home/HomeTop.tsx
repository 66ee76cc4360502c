import type { CategoryFlyout, CategoryNode, HomeBanner } from '../../lib/schemas/home.ts';
import { island } from '../../islands/ui/I18nProvider.tsx';
import BannerCarousel from './BannerCarousel.tsx';
import CategoryNav from './CategoryNav.tsx';

interface Props {
  categories: CategoryNode[];
  flyouts: CategoryFlyout[];
  banners: HomeBanner[];
}

/**
 * The top of the home page: the category list beside the banner carousel. Rendered on the server only;
 * scripts/category-nav.ts and scripts/carousel.ts make them move.
 */
export default island(function HomeTop({ categories, flyouts, banners }: Props) {
  return (
    <div className="grid grid-cols-[16rem_1fr] items-stretch gap-4">
      <CategoryNav categories={categories} flyouts={flyouts} />
      <BannerCarousel banners={banners} />
    </div>
  );
});
