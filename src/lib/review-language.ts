import { LOCALES, type Locale } from './i18n/locales.ts';
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './review-language-han.ts';

/**
 * Which of the shop's ten languages a review is written in, from its text alone: for reviews stored before the
 * page's language was kept with them (migration 0031). A new review keeps the language of the page it was
 * written on; this guess is only for the old ones.
 *
 * The script decides first: kana is Japanese (its texts mix in Han characters), hangul Korean, Cyrillic Russian,
 * Arabic script Arabic, Thai script Thai. Han characters are simplified or traditional Chinese by the characters
 * the two forms write differently (这/這). Latin text is Vietnamese when it carries Vietnamese letters (ơ, ư, đ,
 * tone marks), else Indonesian or English by their commonest words.
 */

const SIMPLIFIED = new Set(SIMPLIFIED_ONLY);
const TRADITIONAL = new Set(TRADITIONAL_ONLY);

const SCRIPTS: [Locale, RegExp][] = [
  ['ko', /[\p{Script=Hangul}]/gu],
  ['ru', /[\p{Script=Cyrillic}]/gu],
  ['ar', /[\p{Script=Arabic}]/gu],
  ['th', /[\p{Script=Thai}]/gu],
];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;

/** Letters only Vietnamese writes among the Latin languages here (with its tone marks). */
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu;

/** The commonest words of Indonesian and of English reviews; a text is the one whose words it has more of. */
const INDONESIAN = new Set(
  'yang dan ini itu sangat barang tidak sudah dengan untuk saya bagus kualitas pengiriman cepat sama tapi lebih dari juga ada seperti masih setelah beli kali agak kurang buat sekali banget sampai terima kasih harga sesuai paket rapi lumayan mantap produk bahan ukuran enak dipakai pakai tetap gampang tambahan bentuknya kecil besar dalam akan bisa kami kita mau'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and is it was with for very not but this to of my i a in on as be so are have had just than at all after one would great good quality fast delivery price well made like love use still no easy'.split(' '),
);

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function chineseForm(text: string): Locale {
  let simplified = 0;
  let traditional = 0;
  for (const c of text) {
    if (SIMPLIFIED.has(c)) simplified++;
    else if (TRADITIONAL.has(c)) traditional++;
  }
  return traditional > simplified ? 'zh-TW' : 'zh';
}

function latinLanguage(text: string): Locale {
  if (count(text, VIETNAMESE) >= 2) return 'vi';
  let id = 0;
  let en = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (INDONESIAN.has(word)) id++;
    if (ENGLISH.has(word)) en++;
  }
  return id > en ? 'id' : 'en';
}

/** The language `text` is written in; null when it has no letters to tell (only emoji, digits or signs). */
export function detectLanguage(text: string): Locale | null {
  if (count(text, KANA) > 0) return 'ja';
  let best: Locale | null = null;
  let most = 0;
  for (const [locale, pattern] of SCRIPTS) {
    const n = count(text, pattern);
    if (n > most) [best, most] = [locale, n];
  }
  const han = count(text, HAN);
  if (han > most) [best, most] = [chineseForm(text), han];
  // A Latin letter counts a fifth of a syllable character: "OK" or a brand name in a Thai review stays Thai.
  const latin = count(text, LATIN);
  if (latin / 5 > most) return latinLanguage(text);
  return best ?? (latin > 0 ? latinLanguage(text) : null);
}

/** A stored language value that is one of ours; anything else (null, '', an old code) asks for detection. */
export const isKnownLanguage = (value: string | null | undefined): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
