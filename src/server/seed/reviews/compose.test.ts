import { describe, expect, it } from 'vitest';
import { seededRandom } from '../catalogue/random.ts';
import { afterIndex, composeFollowUp, composeReview, nothingWritten } from './compose.ts';
import { REVIEW_PARTS } from './texts/index.ts';

const { zh, en, ar } = REVIEW_PARTS;

describe('composing a demo review', () => {
  it('opens with words that fit the stars and makes remarks on the goods’ own kind', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 20; i++) {
      const text = composeReview(en, 'lingerie', 4, random, nothingWritten());
      expect(en.openings[4].some((o) => text.startsWith(o)), text).toBe(true);
      expect(en.remarks.lingerie.good.some((r) => text.includes(r)), text).toBe(true);
      expect([...en.remarks.massagers.good, ...en.remarks.lingerie.bad].some((r) => text.includes(r)), text).toBe(false);
    }
  });

  it('praises and complains in a three-star review, and only complains below it', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 20; i++) {
      const mixed = composeReview(zh, 'massagers', 3, random, nothingWritten());
      expect(zh.remarks.massagers.good.some((r) => mixed.includes(r))).toBe(true);
      expect(zh.remarks.massagers.bad.some((r) => mixed.includes(r))).toBe(true);
      const poor = composeReview(zh, 'massagers', 2, random, nothingWritten());
      expect(zh.remarks.massagers.good.some((r) => poor.includes(r))).toBe(false);
      expect(zh.service.good.some((r) => poor.includes(r))).toBe(false);
    }
  });

  it('never writes the same text twice for one goods, and says so when it has nothing new left', () => {
    const written = nothingWritten();
    const random = seededRandom(3);
    const texts: string[] = [];
    // Arabic one-star reviews of a gift: 2 openings × 3 ways to complain × 3 (no word, or one of 2 on service).
    for (let i = 0; i < 18; i++) texts.push(composeReview(ar, 'gifts', 1, random, written));
    expect(new Set(texts).size).toBe(18);
    expect(() => composeReview(ar, 'gifts', 1, random, written)).toThrow(/no unused/);
  });

  it('spreads the sentences: a second review of the goods uses other remarks than the first', () => {
    const written = nothingWritten();
    const random = seededRandom(5);
    const first = composeReview(zh, 'bath', 4, random, written);
    const second = composeReview(zh, 'bath', 4, random, written);
    const remarksOf = (text: string) => zh.remarks.bath.good.filter((r) => text.includes(r));
    expect(remarksOf(first).filter((r) => remarksOf(second).includes(r))).toEqual([]);
  });
});

describe('composing a follow-up', () => {
  it('says how long the goods has been in use, from three weeks to nearly two months', () => {
    expect([20, 25, 26, 38, 39, 49, 50, 59].map(afterIndex)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    const text = composeFollowUp(en, 'games', 5, 30, seededRandom(1), nothingWritten());
    expect(text).toMatch(/^After a month of use, /);
  });

  it('fits the review’s stars: still pleased, still mixed, or what became of the complaint', () => {
    const random = seededRandom(9);
    const body = (text: string | null, bodies: readonly string[]) => bodies.some((b) => text?.includes(b));
    expect(body(composeFollowUp(zh, 'care', 4, 22, random, nothingWritten()), zh.followUp.good)).toBe(true);
    expect(body(composeFollowUp(zh, 'care', 3, 22, random, nothingWritten()), zh.followUp.mixed)).toBe(true);
    expect(body(composeFollowUp(zh, 'care', 2, 22, random, nothingWritten()), zh.followUp.bad)).toBe(true);
  });

  it('gives up (no follow-up) rather than repeat one', () => {
    const written = nothingWritten();
    const random = seededRandom(2);
    const texts = Array.from({ length: 2 }, () => composeFollowUp(en, 'gifts', 1, 55, random, written));
    expect(new Set(texts).size).toBe(2);
    expect(composeFollowUp(en, 'gifts', 1, 55, random, written)).toBeNull();
  });
});
