import { inputClass } from './forms.ts';

/**
 * A text input as wide as its placeholder (and its text as the shopper types), never narrower than `min`:
 * `field-sizing: content` where the browser has it; elsewhere the `size` attribute from fieldSize.
 */
export const fittedInputClass = (min: string) => `${inputClass.replace('w-full min-w-0', `w-auto max-w-full ${min}`)} [field-sizing:content]`;

/**
 * The `size` of an input that should hold `text`, counted in average Latin characters: a wide (CJK, Hangul,
 * full-width) character counts two, a combining mark (Thai vowels and tones, Arabic harakat) none, plus two
 * for the padding.
 */
export function fieldSize(text: string): number {
  let size = 2;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    size += /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(char) ? 2 : 1;
  }
  return size;
}
