import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  children: CategoryNode[];
}

/** All categories as a tree, names in the asked locale with en then zh as fallback. */
export async function listCategories(db: Executor, locale: Locale): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('category_names as nl', (j) => j.onRef('nl.category_id', '=', 'c.id').on('nl.locale', '=', locale))
    .leftJoin('category_names as ne', (j) => j.onRef('ne.category_id', '=', 'c.id').on('ne.locale', '=', 'en'))
    .leftJoin('category_names as nz', (j) => j.onRef('nz.category_id', '=', 'c.id').on('nz.locale', '=', 'zh'))
    .select((eb) => ['c.id', 'c.parent_id', 'c.icon', eb.fn.coalesce('nl.name', 'ne.name', 'nz.name').as('name')])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { id: r.id, parentId: r.parent_id, name: r.name ?? '', icon: r.icon, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A category and everything under it: filtering by a parent shows its children's goods too. */
export function descendantIds(tree: CategoryNode[], id: number): number[] {
  const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const root = find(tree);
  if (!root) return [id];
  const out: number[] = [];
  const walk = (n: CategoryNode) => {
    out.push(n.id);
    n.children.forEach(walk);
  };
  walk(root);
  return out;
}

export async function listBrands(db: Executor, locale: Locale) {
  const rows = await db
    .selectFrom('brands as b')
    .leftJoin('brand_names as nl', (j) => j.onRef('nl.brand_id', '=', 'b.id').on('nl.locale', '=', locale))
    .leftJoin('brand_names as ne', (j) => j.onRef('ne.brand_id', '=', 'b.id').on('ne.locale', '=', 'en'))
    .leftJoin('brand_names as nz', (j) => j.onRef('nz.brand_id', '=', 'b.id').on('nz.locale', '=', 'zh'))
    .select((eb) => ['b.id', 'b.logo', eb.fn.coalesce('nl.name', 'ne.name', 'nz.name').as('name'), eb.fn.coalesce('nl.story', 'ne.story', 'nz.story').as('story')])
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ id: r.id, logo: r.logo, name: r.name ?? '', story: r.story }));
}
