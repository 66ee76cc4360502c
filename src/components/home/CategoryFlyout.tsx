import Money from '../../islands/ui/Money.tsx';
import { useLocale, useT } from '../../islands/ui/i18n.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { CategoryFlyout as FlyoutData, CategoryNode } from '../../lib/schemas/home.ts';
import { goodsListHref } from './hrefs.ts';

interface Props {
  top: CategoryNode;
  /** The category's brands and best sellers; null when it has none. */
  extra: FlyoutData | null;
}

const heading = 'mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase';

/** The panel beside a top category: its subcategories, the brands selling there and its best sellers. */
export default function CategoryFlyout({ top, extra }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      hidden
      data-category-panel={top.id}
      className="absolute start-full top-0 flex min-h-full w-[40rem] flex-col gap-4 rounded-e-lg border-s border-gray-100 bg-white px-6 py-5 shadow-xl"
    >
      <div>
        <a href={goodsListHref(locale, { categoryId: top.id })} className="font-semibold text-gray-900 no-underline hover:text-primary-700">
          {t('home.categories.viewAll', { name: top.name })}
        </a>
        {top.children.length > 0 && (
          <ul aria-label={top.name} className="mt-3 grid grid-cols-3 gap-x-6 gap-y-2">
            {top.children.map((child) => (
              <li key={child.id}>
                <a href={goodsListHref(locale, { categoryId: child.id })} className="text-sm text-gray-700 no-underline hover:text-primary-700 hover:underline">
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {extra && extra.brands.length > 0 && (
        <section data-flyout-brands>
          <h3 className={heading}>{t('home.flyout.brands')}</h3>
          <ul className="flex flex-wrap gap-2">
            {extra.brands.map((brand) => (
              <li key={brand.id}>
                <a
                  href={goodsListHref(locale, { categoryId: top.id, brandId: brand.id })}
                  className="flex items-center gap-1.5 rounded-full border border-gray-200 py-1 ps-1 pe-3 text-sm text-gray-800 no-underline hover:border-primary-400 hover:text-primary-800"
                >
                  {brand.logo ? <img src={brand.logo} alt="" width={24} height={24} className="size-6 rounded-full object-cover" /> : <span className="size-1" />}
                  {brand.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {extra && extra.goods.length > 0 && (
        <section data-flyout-goods>
          <h3 className={heading}>{t('home.flyout.bestSellers')}</h3>
          <ul className="grid grid-cols-2 gap-3">
            {extra.goods.map((goods) => (
              <li key={goods.id}>
                <a href={localizePath(`/goods/details?id=${goods.id}`, locale)} data-flyout-goods-id={goods.id} className="group flex items-center gap-3 text-gray-900 no-underline">
                  <img src={goods.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-md bg-gray-100 object-cover" />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="line-clamp-2 text-sm leading-snug group-hover:text-primary-700">{goods.name}</span>
                    <Money locale={locale} fen={goods.memberPays} className="text-sm font-semibold text-primary-700" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
