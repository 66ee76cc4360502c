import type { Locale } from './locales.ts';

/**
 * Thai writes no space between words and puts one between phrases. Browsers find word ends with a
 * dictionary that does not know loanwords (แชท, "chat", breaks as แช|ท), and `word-break: keep-all` does
 * not apply to Thai. Short labels and captions are therefore cut at the spaces only: each phrase is kept
 * whole (rendered nowrap by Phrases.astro), and the line breaks between phrases, as Thai typesetting does.
 * Other languages break as the browser does.
 */
export function phrases(text: string, locale: Locale): string[] {
  if (locale !== 'th') return [text];
  return text.split(/ +/).filter(Boolean);
}
