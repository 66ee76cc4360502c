/**
 * The playback rate a key on the speed slider jumps to: Home the slowest the player offers, End the fastest;
 * null for any other key (the slider's own arrows handle those). The player's settings menu takes Home and
 * End for moving between its items before the slider sees them, so the player sets the rate itself.
 */
export function speedForKey(key: string, rates: readonly number[]): number | null {
  if (rates.length === 0) return null;
  if (key === 'Home') return Math.min(...rates);
  if (key === 'End') return Math.max(...rates);
  return null;
}

/** The speed slider of vidstack's default layout, which an event's target may sit in. */
export const SPEED_SLIDER = '.vds-speed-slider';

/**
 * The time a key on the seek slider jumps to: Home the start, End the end (where the video ends and the replay
 * button shows); null for any other key. vidstack's time slider leaves both to the page's shortcuts, which
 * claim neither.
 */
export function timeForKey(key: string, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return duration;
  return null;
}

/** The seek (time) slider of vidstack's default layout. */
export const TIME_SLIDER = '.vds-time-slider';
