import type { Locale } from './locales.ts';

/**
 * Messages with a count come in the forms their language needs, one key per CLDR plural category:
 * `cart.summary.selected_one`, `cart.summary.selected_other` … (`_other` always exists; Chinese has only it,
 * Arabic all six). Code names the base key and passes `count`; `Intl.PluralRules` picks the form.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'a.b_one' → { base: 'a.b', category: 'one' }; undefined for a key that is not a plural form. */
export function pluralForm(key: string): { base: string; category: PluralCategory } | undefined {
  const match = SUFFIX.exec(key);
  return match ? { base: key.slice(0, match.index), category: match[1] as PluralCategory } : undefined;
}

const rules = new Map<Locale, Intl.PluralRules>();

function rulesOf(locale: Locale): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

/** The categories a language distinguishes, e.g. ru: one, few, many, other. */
export function pluralCategories(locale: Locale): PluralCategory[] {
  return rulesOf(locale).resolvedOptions().pluralCategories as PluralCategory[];
}

/** The key of the form `count` takes in `locale`, falling back to `_other` where a form is missing. */
export function pluralKey(base: string, count: number, locale: Locale, has: (key: string) => boolean): string {
  const key = `${base}_${rulesOf(locale).select(count)}`;
  return has(key) ? key : `${base}_other`;
}
