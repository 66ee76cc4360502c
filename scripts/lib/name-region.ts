import ethnicData from './transcription/ethnic.json' with { type: 'json' };
import exonymData from './transcription/exonyms.json' with { type: 'json' };
import levelData from './transcription/levels.json' with { type: 'json' };
import { transcribe, type PlaceLang } from './transcribe.ts';

/**
 * A Chinese division's name in one language: the place transcribed (or its established exonym) and the
 * level word translated and put where the language puts it (선전시 난산구, район Наньшань, quận Nam Sơn).
 * Used once, when the region names are generated.
 */

type PerLang = Partial<Record<PlaceLang, string>>;
const LEVELS = levelData.levels as [string, Record<PlaceLang, string>][];
const EXONYMS = exonymData as unknown as Record<string, PerLang>;
const ETHNIC = ethnicData as unknown as Record<string, PerLang>;
const ETHNIC_NAMES = Object.keys(ETHNIC).filter((k) => k !== '_').sort((a, b) => b.length - a.length);
/** Names ending in 林区, 新区 … that are a place plus 区 (碑林区 is Beilin District). */
const NOT_A_LEVEL = new Set(levelData.notALevel);
const WHOLE = new Set(['省直辖县', '自治区直辖县级行政区划']);

const fill = (template: string, p: string, e = '') => template.replace('{P}', p).replace('{E}', e).replace(/\s+/g, ' ').trim();

/** A place without its level word: its exonym in the language, else its transcription. */
export function placeName(chinese: string, lang: PlaceLang): string {
  return EXONYMS[chinese]?.[lang] ?? transcribe(chinese, lang);
}

/** Takes the ethnic groups off the end of an autonomous division's place: 恩施土家族苗族 → 恩施, [土家, 苗]. */
function splitEthnic(stem: string): { place: string; groups: string[] } {
  const groups: string[] = [];
  let rest = stem;
  for (;;) {
    const withZu = rest.endsWith('族') ? rest.slice(0, -1) : rest;
    // Each group is written with 族 except Mongol, Kazakh and Kyrgyz in Xinjiang's prefectures (博尔塔拉蒙古).
    const found = ETHNIC_NAMES.find((e) => withZu.endsWith(e) && (withZu !== rest || e.length > 1));
    if (!found) break;
    groups.unshift(found);
    rest = withZu.slice(0, -found.length);
  }
  return { place: rest, groups };
}

function groupName(group: string, lang: PlaceLang): string {
  const own = ETHNIC[group]?.[lang];
  if (own) return own;
  if (lang === 'ko') return `${transcribe(group, 'ko')}족`;
  return transcribe(group, lang);
}

function groupList(groups: string[], lang: PlaceLang): string {
  const names = groups.map((g) => groupName(g, lang));
  if (names.length < 2) return names.join('');
  if (lang === 'en') return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const and = (levelData.and as Record<PlaceLang, string>)[lang];
  return lang === 'ko' ? names.join(' ') : `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}

/** Russian names an autonomous division by one compound adjective: Эньши-Туцзя-Мяоский (автономный округ). */
function russianAdjective(place: string, groups: string[]): string {
  const forms = groups.map((g) => {
    const own = ETHNIC[g]?.ru;
    if (own) return own.split('|') as [string, string];
    const stem = transcribe(g, 'ru');
    return [stem, `${stem.toLowerCase()}ский`] as [string, string];
  });
  const words = [...(place ? [placeName(place, 'ru')] : []), ...forms.slice(0, -1).map((f) => f[0]), forms.at(-1)?.[1] ?? ''];
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('-');
}

/** Splits a zone's prefix into the places it names (河北唐山海港 → Hebei Tangshan Haigang). */
function placeWords(stem: string, lang: PlaceLang, known: ReadonlySet<string>): string {
  const words: string[] = [];
  let loose = '';
  for (let i = 0; i < stem.length; ) {
    let hit = '';
    for (let end = stem.length; end > i + 1; end -= 1) {
      if (known.has(stem.slice(i, end))) {
        hit = stem.slice(i, end);
        break;
      }
    }
    if (hit) {
      if (loose) words.push(placeName(loose, lang));
      loose = '';
      words.push(placeName(hit, lang));
      i += hit.length;
    } else {
      loose += stem[i];
      i += 1;
    }
  }
  if (loose) words.push(placeName(loose, lang));
  return words.join(lang === 'th' ? '' : ' ');
}

/**
 * A division's name in the language. `prefecture` is true for the city level, where 市 is a city's own
 * name (Shenzhen, 선전시, Kota Shenzhen); a county-level 市 is a city (Yiwu City, город Иу). `known` holds
 * place names (without their level) that a development zone's name may start with.
 */
export function nameRegion(name: string, lang: PlaceLang, prefecture: boolean, known: ReadonlySet<string> = new Set()): string {
  if (WHOLE.has(name)) return levelData.countyLevel[lang];
  if (name.endsWith('市')) return fill((prefecture ? levelData.city : levelData.countyCity)[lang], placeName(name.slice(0, -1), lang));
  const level = NOT_A_LEVEL.has(name) ? LEVELS.find(([suffix]) => suffix === '区') : LEVELS.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  if (!level) return placeWords(name, lang, known);
  const [suffix, templates] = level;
  const stem = name.slice(0, -suffix.length);
  if (suffix.startsWith('自治')) {
    const { place, groups } = splitEthnic(stem);
    if (lang === 'ru') return fill(templates.ru, '', russianAdjective(place, groups));
    return fill(templates[lang], place ? placeName(place, lang) : '', groupList(groups, lang));
  }
  const zone = /Zone|Park|Committee/.test(templates.en);
  return fill(templates[lang], zone ? placeWords(stem.replace(/市$/, ''), lang, known) : placeName(stem, lang));
}
