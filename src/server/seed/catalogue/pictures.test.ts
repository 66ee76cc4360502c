import { describe, expect, it } from 'vitest';
import { CATEGORY_FILES } from './categories/index.ts';
import { shapeOf } from './drafts.ts';

/** Demo pictures draw what the goods are: a shopper should not see a gift box when buying condoms. */
const drawn = CATEGORY_FILES.flatMap((file) => file.goods.map((g) => ({ file: file.key, category: g.category, name: g.name.en, shape: shapeOf(g, file) })));

describe('demo goods pictures', () => {
  it('draw condoms as foil packets', () => {
    const condoms = drawn.filter((g) => g.category === 'protection');
    expect(condoms.length).toBeGreaterThan(0);
    for (const g of condoms) expect(g.shape, g.name).toBe('packet');
  });

  it('keep the gift box for gift sets, never for other goods', () => {
    const boxes = drawn.filter((g) => g.shape === 'box').map((g) => g.file);
    expect(new Set(boxes)).toEqual(new Set(['gifts']));
  });

  it('draw rollers, cases, pillows and neck massagers as themselves, not as waves or boxes', () => {
    const shapeOfName = (name: string) => drawn.find((g) => g.name === name)?.shape;
    expect(shapeOfName('Beechwood Massage Roller')).toBe('roller');
    expect(shapeOfName('Rose Quartz Massage Roller')).toBe('roller');
    expect(shapeOfName('Lockable Storage Case')).toBe('case');
    expect(shapeOfName('Silk Pillowcase')).toBe('pillow');
    expect(shapeOfName('Smart Neck & Shoulder Massager')).toBe('collar');
  });
});
