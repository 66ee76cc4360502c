import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../lib/schemas/home.ts';
import { categoryTrail } from './category-trail.ts';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({ id, parentId: null, name, icon: null, children });
const tree = [node(1, 'Care', [node(3, 'Oils'), node(4, 'Lotions', [node(7, 'Travel size')])]), node(2, 'Games')];

describe('categoryTrail', () => {
  it('walks from the top category down to the asked one', () => {
    expect(categoryTrail(tree, 7)).toEqual([
      { id: 1, name: 'Care' },
      { id: 4, name: 'Lotions' },
      { id: 7, name: 'Travel size' },
    ]);
    expect(categoryTrail(tree, 2)).toEqual([{ id: 2, name: 'Games' }]);
  });

  it('is empty for an unknown category', () => {
    expect(categoryTrail(tree, 99)).toEqual([]);
  });
});
