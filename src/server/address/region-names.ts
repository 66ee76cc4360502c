import { regionLine } from '../../lib/address.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { areaIndex, buildAreaTree, OVERSEAS_PROVINCE, overseasRegion, PLACEHOLDER_DISTRICT, type AreaIndex, type AreaNode } from './area.ts';
import ar from './names/ar.json' with { type: 'json' };
import en from './names/en.json' with { type: 'json' };
import id from './names/id.json' with { type: 'json' };
import ja from './names/ja.json' with { type: 'json' };
import ko from './names/ko.json' with { type: 'json' };
import levels from './names/levels.json' with { type: 'json' };
import ru from './names/ru.json' with { type: 'json' };
import th from './names/th.json' with { type: 'json' };
import vi from './names/vi.json' with { type: 'json' };
import zhTW from './names/zh-TW.json' with { type: 'json' };

/**
 * Region names in the reader's language, from the files `scripts/make-area-names.ts` wrote: traditional
 * characters for zh-TW, kanji for ja, for the other languages the place in their own letters with the level
 * word translated (선전시 난산구, район Наньшань); provinces by each language's own name,
 * overseas countries through Intl.DisplayNames. Addresses and orders keep the Chinese names and the codes;
 * the names are looked up when they are read.
 */

type Named = Exclude<Locale, 'zh'>;
const BELOW_PROVINCE: Record<Named, Record<string, string>> = { 'zh-TW': zhTW, ja, en, id, ko, ru, ar, th, vi };
const LEVELS: Record<Named, { provinces: Record<string, string>; otherCountries: string; otherDistrict: string }> = levels;

function nameIn(node: AreaNode, locale: Named, countries: Intl.DisplayNames): string {
  const own = LEVELS[locale];
  // A municipality is its own city (北京市 北京市): both take the province's name, so the line prints it once.
  if (node.pid === 0) return own.provinces[node.id] ?? node.name;
  const parent = areaIndex().byId.get(node.pid);
  if (parent?.pid === 0 && parent.name === node.name) return own.provinces[parent.id] ?? node.name;
  if (node.name === PLACEHOLDER_DISTRICT) return own.otherDistrict;
  if (node.pid === OVERSEAS_PROVINCE) {
    const region = overseasRegion(node.id);
    return region ? (countries.of(region) ?? node.name) : own.otherCountries;
  }
  return BELOW_PROVINCE[locale][node.id] ?? node.name;
}

function build(locale: Named): AreaIndex {
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const nodes = buildAreaTree().map((n) => ({ ...n, name: nameIn(n, locale, countries) }));
  return { nodes, byId: new Map(nodes.map((n) => [n.id, n])) };
}

const indexes = new Map<Locale, AreaIndex>();

/** The region tree with names in the locale, built once per process and language on first use. */
export function localAreaIndex(locale: Locale): AreaIndex {
  if (locale === 'zh') return areaIndex();
  let index = indexes.get(locale);
  if (!index) {
    index = build(locale);
    indexes.set(locale, index);
  }
  return index;
}

/** Province, city and district names of the codes in the locale; null when a code is not in the tree. */
export function regionNames(codes: readonly number[], locale: Locale): string[] | null {
  const index = localAreaIndex(locale);
  const names = codes.map((code) => index.byId.get(code)?.name);
  return names.every((n): n is string => n !== undefined) ? names : null;
}

let byParentAndName: Map<string, AreaNode> | undefined;
const chineseChildren = () => (byParentAndName ??= new Map(areaIndex().nodes.map((n) => [`${n.pid}/${n.name}`, n])));

/**
 * An order's region in the reader's language. Orders keep the province code and the Chinese names of
 * the time ("北京市 北京市 东城区"); the city and district are found by those names under the province.
 * A region the tree no longer holds is printed as it was saved.
 */
export function orderRegionLine(provinceCode: string, saved: string, locale: Locale): string {
  const names = saved.split(' ').filter(Boolean);
  const province = areaIndex().byId.get(Number(provinceCode));
  const childNamed = (pid: number, name: string | undefined) => chineseChildren().get(`${pid}/${name}`);
  const city = province && childNamed(province.id, names[1]);
  const district = city && childNamed(city.id, names[2]);
  const localized = district && names.length === 3 ? regionNames([province.id, city.id, district.id], locale) : null;
  return regionLine(localized ?? names, locale);
}
