/**
 * Discreet mode as browser code sees it: the switch itself lives in discreet.browser.js, which every page loads with
 * its scripts after discreet.inline.js made it neutral before first paint (decision 093). These helpers read and
 * change it, and name the event it sends.
 */
declare global {
  interface Window {
    omDiscreet?: { on(): boolean; set(discreet: boolean): void };
  }
}

/** Sent on document when the mode changes here or in another tab; `detail` is the new state. */
export const DISCREET_EVENT = 'om-discreet';

export const discreetOn = (): boolean => window.omDiscreet?.on() ?? false;

export function setDiscreet(discreet: boolean): void {
  window.omDiscreet?.set(discreet);
}
