import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.ts';

describe('changedFields', () => {
  it('names each changed field with its old and new value, nested ones by their path', () => {
    expect(changedFields({ price: 12900, onShelf: true, i18n: { en: { name: 'Cup' } } }, { price: 11900, onShelf: true, i18n: { en: { name: 'Mug' } } })).toEqual([
      { field: 'price', before: '12900', after: '11900' },
      { field: 'i18n.en.name', before: 'Cup', after: 'Mug' },
    ]);
  });

  it('reads a created record as fields from nothing and a list as one value', () => {
    expect(changedFields(null, { role: 'staff', tags: [1, 2] })).toEqual([
      { field: 'role', before: null, after: 'staff' },
      { field: 'tags', before: null, after: '[1,2]' },
    ]);
    expect(changedFields({ tags: [1, 2] }, { tags: [1, 2] })).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('shortens long values and plain values changed whole', () => {
    const [change] = changedFields({ text: 'a'.repeat(500) }, { text: 'b' });
    expect(change?.before).toHaveLength(120);
    expect(changedFields(5, 6)).toEqual([{ field: '-', before: '5', after: '6' }]);
  });
});
