import { describe, expect, it } from 'vitest';
import { isolate } from './bidi.ts';

describe('isolate', () => {
  it('wraps the text in a first-strong isolate (U+2068) and its pop (U+2069), nothing else', () => {
    expect(isolate('¥10.00')).toBe('\u2068¥10.00\u2069');
    expect(isolate('129.90\u00a0يوان')).toBe('\u2068129.90\u00a0يوان\u2069');
    expect(isolate('400-886-1688')).toBe('\u2068400-886-1688\u2069');
    expect(isolate('')).toBe('\u2068\u2069');
  });
});
