import { describe, expect, it } from 'vitest';
import { speedForKey, timeForKey } from './speedKeys.ts';

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

describe('timeForKey', () => {
  it('jumps to the start on Home and to the end on End', () => {
    expect(timeForKey('Home', 54)).toBe(0);
    expect(timeForKey('End', 54)).toBe(54);
  });

  it('leaves other keys and an unknown length alone', () => {
    expect(timeForKey('ArrowRight', 54)).toBeNull();
    expect(timeForKey('End', Number.NaN)).toBeNull();
    expect(timeForKey('End', 0)).toBeNull();
  });
});
