import { useId } from 'react';
import type { CategoryFlyout as FlyoutData, CategoryNode } from '../../lib/schemas/home.ts';
import { useLocale, useT } from '../../islands/ui/i18n.ts';
import CategoryFlyout from './CategoryFlyout.tsx';
import { goodsListHref } from './hrefs.ts';

interface Props {
  categories: CategoryNode[];
  /** Brands and best sellers of the top categories; a category without an entry shows its subcategories only. */
  flyouts: FlyoutData[];
}

/**
 * The top categories down the side of the carousel; pointing at one, or moving keyboard focus onto it, opens
 * its subcategories, brands and best sellers beside the list (scripts/category-nav.ts). Escape closes them
 * and returns to the category. The links work without any script.
 */
export default function CategoryNav({ categories, flyouts }: Props) {
  const t = useT();
  const locale = useLocale();
  const extras = new Map(flyouts.map((f) => [f.categoryId, f]));
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} data-category-nav className="relative z-20 flex flex-col rounded-lg bg-white shadow-sm">
      <h2 id={titleId} className="rounded-t-lg bg-primary-700 px-4 py-2.5 text-base font-semibold text-white">
        {t('home.categories.title')}
      </h2>
      <ul className="flex flex-1 flex-col py-1.5">
        {categories.map((top) => (
          <li key={top.id} className="flex flex-1" data-category-entry={top.id}>
            <a
              href={goodsListHref(locale, { categoryId: top.id })}
              data-category-id={top.id}
              className="flex flex-1 items-center gap-3 px-4 py-1 text-gray-800 no-underline hover:bg-primary-50 hover:text-primary-800 data-open:bg-primary-50 data-open:text-primary-800"
            >
              {top.icon && <img src={top.icon} alt="" width={160} height={160} className="size-6 rounded-md" />}
              <span className="line-clamp-2 min-w-0 flex-1 text-[0.9375rem] leading-tight">{top.name}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 fill-none stroke-gray-400 stroke-2 rtl:rotate-180">
                <path d="m9 6 6 6-6 6" />
              </svg>
            </a>
            <CategoryFlyout top={top} extra={extras.get(top.id) ?? null} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
