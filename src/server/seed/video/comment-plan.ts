import { hashOf, seededRandom } from '../catalogue/random.ts';
import { REVIEWERS, type Reviewer } from '../reviews/reviewers.ts';
import { DEMO_VIDEO_COMMENTS } from './comments-data.ts';

/** A demo comment as it is written: who, what and when (ms); replies under it, oldest first. */
export interface PlannedComment {
  reviewer: Reviewer;
  text: string;
  at: number;
  replies: { reviewer: Reviewer; text: string; at: number }[];
}

/**
 * The comments under a demo video published at `published` (ms), as of `now` (ms): its texts from
 * comments-data.ts signed by demo reviewers of each text's language, never the same one twice in a thread,
 * oldest first. Comments come after the publication, spread over the video's life; replies after their
 * comment and before `now`.
 */
export function planComments(videoKey: string, published: number, now: number): PlannedComment[] {
  const texts = DEMO_VIDEO_COMMENTS[videoKey] ?? [];
  const random = seededRandom(hashOf(`${videoKey}:comments`));
  const taken = new Map<string, number>();
  const sign = (locale: Reviewer['locale'], not: readonly Reviewer[] = []): Reviewer => {
    const of = REVIEWERS.filter((r) => r.locale === locale && !not.includes(r));
    const turn = (taken.get(locale) ?? hashOf(`${videoKey}:${locale}`)) + 1;
    taken.set(locale, turn);
    return of[turn % of.length]!;
  };
  const life = now - published;
  // The first comments arrive early, as viewers do (views.ts); later ones spread over the rest.
  const times = texts.map(() => published + life * (0.02 + 0.9 * random() ** 1.6)).sort((a, b) => a - b);
  return texts.map((c, i) => {
    const at = Math.round(times[i]!);
    const reviewer = sign(c.locale);
    const thread = [reviewer];
    let last = at;
    const replies = (c.replies ?? []).map((r) => {
      last = Math.round(last + (now - last) * (0.05 + 0.4 * random()));
      const by = sign(r.locale, thread);
      thread.push(by);
      return { reviewer: by, text: r.text, at: last };
    });
    return { reviewer, text: c.text, at, replies };
  });
}
