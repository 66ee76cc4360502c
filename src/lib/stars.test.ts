import { describe, expect, it } from 'vitest';
import { starFill } from './stars.ts';

describe('starFill', () => {
  it('fills the row up to the score, held to 0–5, without float noise in the width', () => {
    expect(starFill(4.7)).toEqual({ held: 4.7, width: 112.8 });
    expect(starFill(5)).toEqual({ held: 5, width: 120 });
    expect(starFill(7)).toEqual({ held: 5, width: 120 });
    expect(starFill(-1)).toEqual({ held: 0, width: 0 });
    expect(starFill(3.35).width).toBe(80.4);
  });
});
