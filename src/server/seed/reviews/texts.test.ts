import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { detectLanguage } from '../../../lib/review-language.ts';
import { REVIEW_TEXTS } from './texts.ts';
import { REVIEWERS } from './reviewers.ts';

/** The demo reviews are filed under their reviewer's language; each text must really be in it (decision 090). */
describe('demo review texts', () => {
  it.each(LOCALES)('every review and follow-up text of %s is written in it', (locale) => {
    const texts = Object.values(REVIEW_TEXTS[locale]).flat();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => detectLanguage(text) !== locale)).toEqual([]);
  });

  it.each(LOCALES)('%s has reviewers to sign its texts', (locale) => {
    expect(REVIEWERS.some((r) => r.locale === locale)).toBe(true);
  });
});
