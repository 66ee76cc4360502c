/**
 * One typo in a Latin-script word (decision 100). Only when a search finds nothing: its words of six letters or
 * more are each looked up by two pieces, one of which any word one edit away still holds whole, and the words of
 * the texts found that way are compared with the typed one. The search then runs again with the correction.
 */

/** Shortest word a typo is looked for in: shorter ones have too many neighbours and pieces too short to index. */
export const TYPO_MIN_LENGTH = 6;
/** At most this many texts holding a piece are read to find a correction. */
export const TYPO_CANDIDATES = 200;

/** Whether a typed word is one a typo is looked for in: Latin letters only, long enough. */
export const typoWord = (word: string) => word.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(word);

/**
 * Two pieces of a word, each of three letters or more, such that a word one edit away (a letter changed, added,
 * dropped, or two neighbours swapped) holds at least one of them. From eight letters the two letters around the
 * middle are left out, so a swap across the middle spares both pieces; shorter words are cut in halves.
 */
export function typoPieces(word: string): [string, string] {
  const middle = Math.floor(word.length / 2);
  if (word.length >= 8) return [word.slice(0, middle - 1), word.slice(middle + 1)];
  return [word.slice(0, middle), word.slice(middle)];
}

/** Whether two words are at most one edit apart (optimal string alignment: a swap of neighbours is one edit). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * The correction of a typed word among the found texts: the word one edit away that most texts hold (ties: the
 * first in alphabetical order, so both databases agree whatever order they read in). When no whole word is, the
 * start of a longer word may be (a shopper typing «lubricnat» is on the way to «lubricants»). Undefined when
 * neither is.
 */
export function correctionIn(word: string, texts: readonly string[]): string | undefined {
  // Typo words are Latin letters only (typoWord), so only the texts' runs of Latin letters can be their corrections.
  const textWords = texts.map((text) => (text.match(/[a-z]+/g) ?? []).filter((w) => w.length >= word.length - 1));
  const whole = textWords.map((words) => words.filter((w) => w.length <= word.length + 1));
  return mostHeld(word, whole) ?? mostHeld(word, textWords.map((words) => words.filter((w) => w.length > word.length).map((w) => w.slice(0, word.length))));
}

function mostHeld(word: string, textWords: readonly string[][]): string | undefined {
  const counts = new Map<string, number>();
  for (const words of textWords) {
    for (const w of new Set(words)) if (w !== word && oneEditApart(w, word)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}
