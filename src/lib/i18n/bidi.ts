/**
 * Puts text the sentence around it did not write (an amount, a name, an address, a phone number) inside a
 * translated sentence so that it keeps its own direction: in Arabic the words around it are not reordered
 * with it, nor it with them. A first-strong isolate (FSI U+2068 … PDI U+2069, Unicode's bidi algorithm):
 * the text takes the direction of its first letter, so a member's Arabic name reads right to left and
 * «129.90 يوان» stays whole.
 *
 * There is no left-to-right variant (LRI U+2066) for numbers and ids on purpose: text with no letter in it
 * (a phone number: digits and dashes are weak) falls back to left to right under FSI too, and an id that
 * starts with a Latin letter is left to right by that letter, so LRI would show them the same.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
