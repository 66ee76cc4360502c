import { http } from '../../lib/api/request.ts';
import type { CategoryFlyout, CategoryNode, HomeIndex } from '../../lib/schemas/home.ts';
import { createLoader } from './load.ts';

// The page shows its own retry state, so a failure raises no toast.
const quiet = { silentError: true } as const;

/** Banners, the three goods sections and the brands. */
export const homeIndex = createLoader(() => http.get<HomeIndex>('home/index', undefined, quiet));

/** The category tree. */
export const categoryTree = createLoader(() => http.get<CategoryNode[]>('home/goodsCategoryList', undefined, quiet));

/** Brands and best sellers of every top category, for the category flyouts; a failure leaves only the subcategories. */
export const categoryFlyouts = createLoader(() => http.get<CategoryFlyout[]>('home/categoryFlyouts', undefined, quiet));
