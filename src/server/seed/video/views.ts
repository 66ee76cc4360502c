/**
 * How many times a demo video has been watched, from its age and appeal: a small shop's video gathers most of
 * its first viewers in its first week (followers, the home page), then a slow steady tail from search and the
 * goods pages. An ordinary video (appeal 1) has about 350 views after two days, 1,000 after three weeks and
 * 1,600 after two months: tens to low thousands, as a shop of this size sees.
 */
const DAY = 86_400_000;
/** Views an ordinary video gathers in its first weeks, and how fast (days). */
const LAUNCH = 600;
const LAUNCH_DAYS = 3;
/** Views a day once the launch is over. */
const TAIL_PER_DAY = 17;

export function viewsByAge(ageDays: number, appeal: number): number {
  if (ageDays <= 0 || appeal <= 0) return 0;
  return Math.round(appeal * (LAUNCH * (1 - Math.exp(-ageDays / LAUNCH_DAYS)) + TAIL_PER_DAY * ageDays));
}

/** Age in days of a video published at `publishedAt` (ms) as of `now` (ms). */
export const ageInDays = (publishedAt: number, now: number) => Math.max(0, (now - publishedAt) / DAY);
