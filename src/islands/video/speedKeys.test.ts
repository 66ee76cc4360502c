import { describe, expect, it } from 'vitest';
import { speedForKey } from './speedKeys.ts';

describe('speedForKey', () => {
  const rates = [0.5, 0.75, 1, 1.25, 1.5, 2];

  it('jumps to the slowest rate on Home and the fastest on End', () => {
    expect(speedForKey('Home', rates)).toBe(0.5);
    expect(speedForKey('End', rates)).toBe(2);
    expect(speedForKey('End', [1.5, 0.5, 1])).toBe(1.5);
  });

  it('leaves every other key to the slider', () => {
    expect(speedForKey('ArrowRight', rates)).toBeNull();
    expect(speedForKey('PageUp', rates)).toBeNull();
    expect(speedForKey('Home', [])).toBeNull();
  });
});
