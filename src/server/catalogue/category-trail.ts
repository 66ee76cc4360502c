import type { CategoryNode, TrailStep } from '../../lib/schemas/home.ts';

/** The categories from the top of the tree down to `id` (breadcrumbs); empty when the id is unknown. */
export function categoryTrail(tree: CategoryNode[], id: number): TrailStep[] {
  for (const node of tree) {
    if (node.id === id) return [{ id: node.id, name: node.name }];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [{ id: node.id, name: node.name }, ...below];
  }
  return [];
}
