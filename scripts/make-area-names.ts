/**
 * Writes the region names of every language but Chinese into src/server/address/names/, once, so neither
 * the server nor the browser carries a converter: traditional characters for zh-TW and Japanese kanji for
 * ja through OpenCC, Latin letters (Hanyu Pinyin with English level words) for the other languages, and the
 * hand-kept province names of each language. Run again after updating @vant/area-data:
 *   node scripts/make-area-names.ts
 */
import { writeFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import { buildAreaTree, OVERSEAS_PROVINCE, PLACEHOLDER_DISTRICT } from '../src/server/address/area.ts';
import { romanizeRegion } from './lib/romanize-region.ts';
import { KNOWN_LATIN, NAMED_LOCALES, OTHER_COUNTRIES, OTHER_DISTRICT, OWN_LATIN, provinceNames } from './lib/region-names-data.ts';

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

const latin = Object.fromEntries(
  named.map((n) => {
    const isCity = byId.get(n.pid)?.pid === 0;
    const own = ownLatin(n.id) ? OWN_LATIN[n.name] : isCity ? KNOWN_LATIN[n.name] : undefined;
    return [n.id, own ?? romanizeRegion(n.name, isCity, known)];
  }),
);

const levels = Object.fromEntries(
  NAMED_LOCALES.map((locale) => [locale, { provinces: Object.fromEntries(provinceNames(locale)), otherCountries: OTHER_COUNTRIES[locale], otherDistrict: OTHER_DISTRICT[locale] }]),
);

const write = (file: string, data: unknown) => writeFileSync(new URL(file, OUT), `${JSON.stringify(data, null, 0)}\n`);
write('zh-TW.json', convertAll(OpenCC.Converter({ from: 'cn', to: 'tw' })));
write('ja.json', convertAll(OpenCC.Converter({ from: 'cn', to: 'jp' })));
write('latin.json', latin);
write('levels.json', levels);
console.log(`region names: ${named.length} divisions in traditional Chinese, Japanese and Latin letters; provinces in ${NAMED_LOCALES.length} languages`);
