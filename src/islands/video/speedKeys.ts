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
