/**
 * Writes the region names of every language but Chinese into src/server/address/names/, once, so neither
 * the server nor the browser carries a converter: traditional characters for zh-TW and Japanese kanji for
 * ja through OpenCC; for en, id, ko, ru, ar, th and vi the place transcribed by that language's rules (or
 * its exonym) with the level word translated (scripts/lib/name-region.ts); the hand-kept province names
 * of each language. Stops and lists any syllable or character no table reads. Run again after updating
 * @vant/area-data:
 *   node scripts/make-area-names.ts
 */
import { writeFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import { buildAreaTree, OVERSEAS_PROVINCE, PLACEHOLDER_DISTRICT } from '../src/server/address/area.ts';
import { nameRegion } from './lib/name-region.ts';
import { NAMED_LOCALES, OTHER_COUNTRIES, OTHER_DISTRICT, OWN_LATIN, provinceNames } from './lib/region-names-data.ts';
import { PLACE_LANGS, unreadable } from './lib/transcribe.ts';

const OUT = new URL('../src/server/address/names/', import.meta.url);
const nodes = buildAreaTree();
const byId = new Map(nodes.map((n) => [n.id, n]));

// Divisions named below a province: what they would name themselves, without an overseas country or a placeholder.
const named = nodes.filter((n) => n.pid !== 0 && Math.floor(n.id / 10000) * 10000 !== OVERSEAS_PROVINCE && n.name !== PLACEHOLDER_DISTRICT);
const ownLatin = (code: number) => [71, 81, 82].includes(Math.floor(code / 10000));

/** Places a development zone's name may start with: provinces and cities without their level word. */
const known = new Set(
  nodes.filter((n) => byId.get(n.pid)?.pid !== undefined || n.pid === 0).map((n) => n.name.replace(/(省|市|自治区|特别行政区|壮族自治区|回族自治区|维吾尔自治区)$/, '')).filter((n) => n.length > 1),
);

function convertAll(convert: (s: string) => string): Record<number, string> {
  return Object.fromEntries(named.map((n) => [n.id, convert(n.name)]));
}

/** Hong Kong, Macau and Taiwan keep the Latin names they use themselves in every Latin-script language. */
const LATIN_SCRIPT = new Set(['en', 'id']);
const inLanguage = Object.fromEntries(
  PLACE_LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      named.map((n) => {
        const isCity = byId.get(n.pid)?.pid === 0;
        const own = ownLatin(n.id) && LATIN_SCRIPT.has(lang) ? OWN_LATIN[n.name] : undefined;
        return [n.id, own ?? nameRegion(n.name, lang, isCity, known)];
      }),
    ),
  ]),
);
if (unreadable.size > 0) {
  console.error(`region names: ${unreadable.size} syllables or characters no table reads:\n${[...unreadable].join('\n')}`);
  process.exit(1);
}

const levels = Object.fromEntries(
  NAMED_LOCALES.map((locale) => [locale, { provinces: Object.fromEntries(provinceNames(locale)), otherCountries: OTHER_COUNTRIES[locale], otherDistrict: OTHER_DISTRICT[locale] }]),
);

const write = (file: string, data: unknown) => writeFileSync(new URL(file, OUT), `${JSON.stringify(data, null, 0)}\n`);
write('zh-TW.json', convertAll(OpenCC.Converter({ from: 'cn', to: 'tw' })));
write('ja.json', convertAll(OpenCC.Converter({ from: 'cn', to: 'jp' })));
for (const lang of PLACE_LANGS) write(`${lang}.json`, inLanguage[lang]);
write('levels.json', levels);
console.log(`region names: ${named.length} divisions in ${PLACE_LANGS.length + 2} languages; provinces in ${NAMED_LOCALES.length} languages`);
