import { http } from '../../lib/api/request.ts';
import type { CategoryNode, HomeIndex } from '../../lib/schemas/home.ts';
import { setGlobalCategory, type GoodsCategory } from '../../stores/common.ts';
import { createLoader } from './load.ts';

// The page shows its own retry state, so a failure raises no toast.
const quiet = { silentError: true } as const;

const toGlobal = (nodes: CategoryNode[]): GoodsCategory[] =>
  nodes.map((n) => ({ id: n.id, name: n.name, ...(n.icon ? { icon: n.icon } : {}), children: toGlobal(n.children) }));

/** Banners, the three goods sections and the brands. */
export const homeIndex = createLoader(() => http.get<HomeIndex>('home/index', undefined, quiet));

/** The category tree; kept in the common store too, as the shop's other screens read it from there. */
export const categoryTree = createLoader(async () => {
  const tree = await http.get<CategoryNode[]>('home/goodsCategoryList', undefined, quiet);
  setGlobalCategory(toGlobal(tree));
  return tree;
});
