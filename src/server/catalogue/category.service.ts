import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { BrandSummary, CategoryNode } from '../../lib/schemas/home.ts';
import { brandRows, categoryRows } from './category.repository.ts';


/** The shop's categories as a tree (hidden ones, and those under them, left out), names in the asked locale with en then zh as fallback. */
export async function listCategories(db: Executor, locale: Locale): Promise<CategoryNode[]> {
  const all = await categoryRows(db, locale);
  const hidden = new Set(all.filter((r) => r.hidden === 1).map((r) => r.id));
  const rows = all.filter((r) => !hidden.has(r.id) && (r.parent_id === null || !hidden.has(r.parent_id)));
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

export async function listBrands(db: Executor, locale: Locale): Promise<BrandSummary[]> {
  const rows = (await brandRows(db, locale)).filter((r) => r.hidden !== 1);
  return rows.map((r) => ({ id: r.id, logo: r.logo, name: r.name ?? '', story: r.story }));
}
