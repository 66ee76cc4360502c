import { pinyin } from 'pinyin-pro';
import ar from './transcription/ar.json' with { type: 'json' };
import hanviet from './transcription/hanviet.json' with { type: 'json' };
import ko from './transcription/ko.json' with { type: 'json' };
import ru from './transcription/ru.json' with { type: 'json' };
import th from './transcription/th.json' with { type: 'json' };

/**
 * Chinese place names in the letters of each language, from the syllable tables in ./transcription/:
 * Korean by the official transcription of Mandarin (중국어 표기법), Russian by Palladius, Thai by the
 * Royal Institute's transcription with its tone marks, Arabic by the usual transcription of pinyin,
 * Vietnamese by the Sino-Vietnamese reading of each character, English and Indonesian by Hanyu Pinyin.
 * Used once, when the region names are generated; a syllable or character no table reads is an error.
 */

export const PLACE_LANGS = ['en', 'id', 'ko', 'ru', 'ar', 'th', 'vi'] as const;
export type PlaceLang = (typeof PLACE_LANGS)[number];

const TABLES: Record<'ko' | 'ru' | 'ar' | 'th', Record<string, string>> = { ko, ru, ar, th };
const HANVIET: Record<string, string> = hanviet;

/** What no table could read, gathered over a whole run so the generator can list it all at once. */
export const unreadable = new Set<string>();

interface Syllable {
  chars: string;
  syllable: string;
  tone: number;
}

function syllables(chinese: string): Syllable[] {
  const chars = [...chinese];
  const read = pinyin(chinese, { toneType: 'num', type: 'array', v: true });
  return read.map((p, i) => {
    const m = /^([a-zü]+)(\d)?$/.exec(p);
    if (!m) unreadable.add(`${chars[i] ?? p} (${p}) in ${chinese}`);
    return { chars: chars[i] ?? '', syllable: m?.[1]?.replace('ü', 'v') ?? '', tone: Number(m?.[2] ?? 0) };
  });
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Hanyu Pinyin as one capitalised word, with an apostrophe before a syllable starting with a, o or e. */
export function pinyinWord(chinese: string): string {
  const list = syllables(chinese).map((s) => s.syllable.replace('v', 'ü'));
  return capital(list.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join(''));
}

const THAI_MID = 'กจตปอ';
const THAI_HIGH: Record<string, string> = { ช: 'ฉ', ซ: 'ส', ท: 'ถ', พ: 'ผ', ฟ: 'ฝ', ฮ: 'ห', ค: 'ข' };
const THAI_SONORANT = 'มนลรยวง';

/**
 * A Thai syllable from its template: T marks where the tone mark goes. Mandarin's first tone is written
 * without a mark, the second rising (๋ on a middle-class consonant, else the high-class letter or a leading
 * ห), the third with ่ on a high- or middle-class letter, the fourth falling (้ on a middle-class consonant,
 * ่ on a low-class one).
 */
export function thaiSyllable(template: string, tone: number): string {
  const at = template.search(/[ก-ฮ]/u);
  const c = template[at]!;
  const mid = THAI_MID.includes(c);
  const raise = (mark: string) => {
    const high = THAI_HIGH[c];
    const head = high ?? (THAI_SONORANT.includes(c) ? `ห${c}` : c);
    return template.slice(0, at) + head + template.slice(at + 1).replace('T', mark);
  };
  if (tone === 2) return mid ? template.replace('T', '๋') : raise('');
  if (tone === 3) return mid ? template.replace('T', '่') : raise('่');
  if (tone === 4) return template.replace('T', mid ? '้' : '่');
  return template.replace('T', '');
}

function fromTable(chinese: string, lang: 'ko' | 'ru' | 'ar' | 'th'): string {
  const table = TABLES[lang];
  const parts = syllables(chinese).map((s) => {
    const entry = table[s.syllable];
    if (entry === undefined) {
      unreadable.add(`${s.chars} (${s.syllable}) in ${chinese} [${lang}]`);
      return '';
    }
    return lang === 'th' ? thaiSyllable(entry, s.tone) : entry;
  });
  if (lang === 'ru') return capital(parts.join(''));
  // Arabic writes the open e (ه) only at the end of a word: خنان, خبي, but ده.
  if (lang === 'ar') return parts.map((p, i) => (i < parts.length - 1 && p.length > 1 && p.endsWith('ه') ? p.slice(0, -1) : p)).join('');
  return parts.join('');
}

function sinoVietnamese(chinese: string): string {
  return [...chinese]
    .map((ch) => {
      const reading = HANVIET[ch];
      if (!reading) unreadable.add(`${ch} in ${chinese} [vi]`);
      return capital(reading ?? '');
    })
    .join(' ');
}

/** A place (without its level word) in the language's letters. */
export function transcribe(chinese: string, lang: PlaceLang): string {
  if (lang === 'en' || lang === 'id') return pinyinWord(chinese);
  if (lang === 'vi') return sinoVietnamese(chinese);
  return fromTable(chinese, lang);
}
