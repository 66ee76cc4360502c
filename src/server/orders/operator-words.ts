import { createT } from '../../lib/i18n/messages.ts';
import { isolate } from '../../lib/i18n/bidi.ts';
import { isRtl, type Locale } from '../../lib/i18n/locales.ts';
import { readOperatorWords } from '../../lib/operator-words.ts';
import { regionNames } from '../address/region-names.ts';

/** The name of a city of the region tree in `locale`, or undefined for a code the tree does not hold. */
const cityName = (locale: Locale) => (code: string) => regionNames([Number(code)], locale)?.[0];

/** What an operator chose (a tracking event, a close or refusal reason) in the reader's language; other words as stored. */
export function readStoredWords(stored: string, locale: Locale): string {
  return readOperatorWords(stored, createT(locale), cityName(locale), isRtl(locale) ? isolate : undefined);
}

/** The city an "arrived at" event names must be one of the region tree (null: the event names none). */
export const arrivalCityKnown = (city: string | null): boolean => city === null || cityName('zh')(city) !== undefined;
