import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { detectLanguage } from '../../../lib/review-language.ts';
import { REVIEW_PARTS } from './texts/index.ts';
import { REVIEW_KINDS, type ReviewParts, type Stars } from './texts/types.ts';
import { REVIEWERS } from './reviewers.ts';

const STARS: Stars[] = [1, 2, 3, 4, 5];

/** Every sentence a language's reviews are made of; a follow-up's opening clause with a body after it. */
function sentencesOf(parts: ReviewParts): string[] {
  const { after, good, mixed, bad } = parts.followUp;
  return [
    ...STARS.flatMap((s) => parts.openings[s]),
    ...REVIEW_KINDS.flatMap((k) => [...parts.remarks[k].good, ...parts.remarks[k].bad]),
    ...parts.service.good,
    ...parts.service.bad,
    ...after.flat().map((lead) => lead + good[0]),
    ...good,
    ...mixed,
    ...bad,
  ];
}

/** The demo reviews are filed under their reviewer's language; each text must really be in it (decision 090). */
describe('demo review texts', () => {
  it.each(LOCALES)('every sentence of %s is written in it', (locale) => {
    const sentences = sentencesOf(REVIEW_PARTS[locale]);
    expect(sentences.filter((text) => detectLanguage(text) !== locale)).toEqual([]);
  });

  it.each(LOCALES)('%s has an opening for every star count, remarks for every kind of goods, and follow-ups for every mood and time', (locale) => {
    const parts = REVIEW_PARTS[locale];
    for (const s of STARS) expect(parts.openings[s].length, `${s} stars`).toBeGreaterThanOrEqual(2);
    for (const k of REVIEW_KINDS) {
      expect(parts.remarks[k].good.length, k).toBeGreaterThanOrEqual(4);
      expect(parts.remarks[k].bad.length, k).toBeGreaterThanOrEqual(2);
    }
    expect(parts.service.good.length).toBeGreaterThanOrEqual(2);
    expect(parts.service.bad.length).toBeGreaterThanOrEqual(2);
    for (const leads of parts.followUp.after) expect(leads.length).toBeGreaterThan(0);
    for (const mood of ['good', 'mixed', 'bad'] as const) expect(parts.followUp[mood].length, mood).toBeGreaterThanOrEqual(2);
    expect(parts.fiveStarWords.length).toBeGreaterThan(0);
    expect(parts.followUpLabels.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s says "five stars" or "perfect" only in five-star openings', (locale) => {
    const parts = REVIEW_PARTS[locale];
    const fiveStarOnly = new Set(parts.openings[5]);
    const words = parts.fiveStarWords.map((w) => w.toLowerCase());
    const offending = sentencesOf(parts).filter((s) => !fiveStarOnly.has(s) && words.some((w) => s.toLowerCase().includes(w)));
    expect(offending).toEqual([]);
    // The list is not empty of meaning: some five-star opening does use one of the words.
    expect(parts.openings[5].some((s) => words.some((w) => s.toLowerCase().includes(w)))).toBe(true);
  });

  it.each(LOCALES)('%s never writes a sentence twice, nor one kind of goods’ remark for another', (locale) => {
    const sentences = sentencesOf(REVIEW_PARTS[locale]).filter((s) => !REVIEW_PARTS[locale].followUp.after.flat().some((lead) => s.startsWith(lead)));
    expect(sentences.length).toBe(new Set(sentences).size);
  });

  it.each(LOCALES)('%s has reviewers to sign its texts', (locale) => {
    expect(REVIEWERS.some((r) => r.locale === locale)).toBe(true);
  });
});
