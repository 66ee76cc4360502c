import { describe, expect, it } from 'vitest';
import { CATALOGUE_DATE } from '../catalogue/drafts.ts';
import { planComments } from './comment-plan.ts';
import { DEMO_VIDEO_COMMENTS } from './comments-data.ts';
import { DEMO_VIDEOS } from './data.ts';

const DAY = 86_400_000;
const plans = DEMO_VIDEOS.map((v) => {
  const published = CATALOGUE_DATE - v.age * DAY;
  return [v.key, published, planComments(v.key, published, CATALOGUE_DATE)] as const;
});

describe('demo video comments', () => {
  it('every demo video has its own list of comments, and each has 0–6', () => {
    expect(Object.keys(DEMO_VIDEO_COMMENTS).sort()).toEqual(DEMO_VIDEOS.map((v) => v.key).sort());
    for (const [, , planned] of plans) expect(planned.length).toBeLessThanOrEqual(6);
    expect(plans.filter(([, , p]) => p.some((c) => c.replies.length > 0)).length).toBeGreaterThanOrEqual(6);
  });

  it.each(plans)('%s: comments after the publication and before now, oldest first; replies after their comment', (_key, published, planned) => {
    let previous = published;
    for (const c of planned) {
      expect(c.at).toBeGreaterThan(published);
      expect(c.at).toBeGreaterThanOrEqual(previous);
      previous = c.at;
      let last = c.at;
      for (const r of c.replies) {
        expect(r.at).toBeGreaterThan(last);
        expect(r.at).toBeLessThan(CATALOGUE_DATE);
        last = r.at;
      }
    }
    expect(previous).toBeLessThan(CATALOGUE_DATE);
  });

  it.each(plans)('%s: no text twice, each signed by a reviewer of its language, nobody answering themselves', (_key, _published, planned) => {
    const texts = planned.flatMap((c) => [c.text, ...c.replies.map((r) => r.text)]);
    expect(new Set(texts).size).toBe(texts.length);
    const source = DEMO_VIDEO_COMMENTS[_key]!;
    planned.forEach((c, i) => {
      expect(c.reviewer.locale).toBe(source[i]!.locale);
      const authors = [c.reviewer, ...c.replies.map((r) => r.reviewer)].map((r) => r.account);
      expect(new Set(authors).size).toBe(authors.length);
      c.replies.forEach((r, j) => expect(r.reviewer.locale).toBe(source[i]!.replies![j]!.locale));
    });
  });

  it('is written in several of the shop\'s languages', () => {
    const locales = new Set(plans.flatMap(([, , p]) => p.flatMap((c) => [c.reviewer.locale, ...c.replies.map((r) => r.reviewer.locale)])));
    expect(locales.size).toBeGreaterThanOrEqual(8);
  });
});
