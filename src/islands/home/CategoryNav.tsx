import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import CategoryFlyout from './CategoryFlyout.tsx';
import { categoryFlyouts, categoryTree } from './homeData.ts';
import { useLoadState } from './load.ts';
import { goodsListHref } from './hrefs.ts';

const SKELETON_ROWS = 8;
// Classes, not inline styles: the content security policy refuses style attributes.
const SKELETON_WIDTHS = ['w-3/4', 'w-2/3', 'w-4/5', 'w-1/2'];

/**
 * The top categories down the side of the carousel; pointing at one, or moving keyboard focus onto
 * it, opens its subcategories, brands and best sellers beside the list. Escape closes them and returns to the category.
 */
export default function CategoryNav() {
  const t = useT();
  const locale = useLocale();
  const state = useLoadState(categoryTree);
  const flyouts = useLoadState(categoryFlyouts);
  const extras = new Map(flyouts.status === 'ready' ? flyouts.data.map((f) => [f.categoryId, f]) : []);
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const titleId = useId();

  const onBlur = (e: FocusEvent) => {
    if (!navRef.current?.contains(e.relatedTarget as Node | null)) setOpen(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || open === null) return;
    navRef.current?.querySelector<HTMLElement>(`[data-category-id="${open}"]`)?.focus();
    setOpen(null);
  };

  return (
    <nav
      ref={navRef}
      aria-labelledby={titleId}
      data-category-nav
      onMouseLeave={() => setOpen(null)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className="relative z-20 flex flex-col rounded-lg bg-white shadow-sm"
    >
      <h2 id={titleId} className="rounded-t-lg bg-primary-700 px-4 py-2.5 text-base font-semibold text-white">
        {t('home.categories.title')}
      </h2>
      {state.status === 'failed' && <LoadFailed message="home.loadFailed" onRetry={categoryTree.retry} className="flex-1 border-0" />}
      {state.status === 'loading' && (
        <ul aria-busy="true" className="flex flex-1 flex-col justify-around px-4 py-2">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} className={`h-4 rounded bg-gray-200 motion-safe:animate-pulse ${SKELETON_WIDTHS[i % SKELETON_WIDTHS.length]}`} />
          ))}
        </ul>
      )}
      {state.status === 'ready' && (
        <ul className="flex flex-1 flex-col py-1.5">
          {state.data.map((top) => (
            <li key={top.id} className="flex flex-1" onMouseEnter={() => setOpen(top.id)} onFocus={() => setOpen(top.id)}>
              <a
                href={goodsListHref(locale, { categoryId: top.id })}
                data-category-id={top.id}
                data-open={open === top.id || undefined}
                className="flex flex-1 items-center gap-3 px-4 py-1 text-gray-800 no-underline hover:bg-primary-50 hover:text-primary-800 data-open:bg-primary-50 data-open:text-primary-800"
              >
                {top.icon && <img src={top.icon} alt="" width={160} height={160} className="size-6 rounded-md" />}
                <span className="line-clamp-2 min-w-0 flex-1 text-[0.9375rem] leading-tight">{top.name}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 fill-none stroke-gray-400 stroke-2 rtl:rotate-180">
                  <path d="m9 6 6 6-6 6" />
                </svg>
              </a>
              <CategoryFlyout top={top} extra={extras.get(top.id) ?? null} hidden={open !== top.id} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
