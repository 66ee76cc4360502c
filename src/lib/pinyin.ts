import { pinyin } from 'pinyin-pro';

/**
 * Pinyin keys of Chinese names, so a shopper can type 按摩油 as `anmoyou`, `anmo` or its initials `amy`
 * (decision 100). Each run of Chinese characters in a name gives its full pinyin without tones or spaces and its
 * initials; text with Japanese kana or Korean hangul is not Chinese and gives none.
 */
const HAN_RUN = /\p{Script=Han}+/gu;
const NOT_CHINESE = /[\u3040-\u30ff\uac00-\ud7af]/;

export function pinyinKeys(name: string): string[] {
  if (NOT_CHINESE.test(name)) return [];
  const keys: string[] = [];
  for (const run of name.match(HAN_RUN) ?? []) {
    const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true });
    keys.push(syllables.join('').toLowerCase());
    if (syllables.length > 1) keys.push(syllables.map((s) => s[0] ?? '').join('').toLowerCase());
  }
  return [...new Set(keys.filter((k) => /^[a-z]+$/.test(k)))];
}

/**
 * The pinyin keys of several names, once each, in alphabetical order (the same text whatever order the names are
 * read in), space-separated; '' when none is Chinese.
 */
export function pinyinText(names: readonly string[]): string {
  return [...new Set(names.flatMap(pinyinKeys))].sort().join(' ');
}

/** Whether a typed Latin word is found in a name's pinyin (its full spelling or its initials). */
export function pinyinHolds(name: string, word: string): boolean {
  return /^[a-z]+$/.test(word) && pinyinKeys(name).some((key) => key.includes(word));
}
