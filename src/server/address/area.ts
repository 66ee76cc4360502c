import { areaList } from '@vant/area-data';

/** One node of the region tree getArea serves: six-digit code, its parent's code (0 for a province), name. */
export interface AreaNode {
  id: number;
  pid: number;
  name: string;
}

export const OVERSEAS_PROVINCE = 900000;
export const PLACEHOLDER_DISTRICT = '其它区';

/**
 * Destinations listed under the overseas branch, as ISO 3166 regions named by ICU in Chinese so the
 * names are not typed by hand. Anything else falls under the last, catch-all entry.
 */
const OVERSEAS_REGIONS = ['US', 'CA', 'GB', 'AU', 'NZ', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'ID', 'PH', 'DE', 'FR', 'IT', 'ES', 'NL', 'RU', 'AE'];
const OVERSEAS_OTHER = '其他国家和地区';

const provinceOf = (code: number) => Math.floor(code / 10000) * 10000;
const cityOf = (code: number) => Math.floor(code / 100) * 100;

function entries(list: Record<string, string>): [number, string][] {
  return Object.entries(list)
    .map(([code, name]): [number, string] => [Number(code), name])
    .sort((a, b) => a[0] - b[0]);
}

/** The ISO 3166 region of an overseas branch's code; undefined for the catch-all entry and anything else. */
export function overseasRegion(code: number): string | undefined {
  if (provinceOf(code) !== OVERSEAS_PROVINCE) return undefined;
  return OVERSEAS_REGIONS[(code - OVERSEAS_PROVINCE) / 100 - 1];
}

function overseasCities(): [number, string][] {
  const names = new Intl.DisplayNames(['zh'], { type: 'region' });
  const listed = OVERSEAS_REGIONS.map((region) => names.of(region) ?? region);
  return [...listed, OVERSEAS_OTHER].map((name, i) => [OVERSEAS_PROVINCE + (i + 1) * 100, name]);
}

/**
 * A city's 其它区 for addresses the division data does not list. It takes the code ending in 99 (the
 * usual spot, already used by the data for some Taiwanese cities), or the highest free one below it
 * where a real district holds 99.
 */
function placeholderFor(city: number, districts: Map<number, string>): [number, string] | null {
  for (let suffix = 99; suffix > 0; suffix -= 1) {
    const code = city + suffix;
    const taken = districts.get(code);
    if (taken === PLACEHOLDER_DISTRICT) return null;
    if (taken === undefined) return [code, PLACEHOLDER_DISTRICT];
  }
  return null;
}

/**
 * The whole tree, flat: provinces, their cities, each city's districts (with the placeholder last),
 * built from @vant/area-data (mainland codes plus Taiwan, Hong Kong and Macau) and the overseas branch.
 */
export function buildAreaTree(data = areaList): AreaNode[] {
  const provinces = [...entries(data.province_list), [OVERSEAS_PROVINCE, '海外'] as [number, string]];
  const cities = [...entries(data.city_list), ...overseasCities()];
  const districtsByCity = new Map<number, Map<number, string>>();
  for (const [code, name] of entries(data.county_list)) {
    const city = cityOf(code);
    const list = districtsByCity.get(city) ?? new Map<number, string>();
    list.set(code, name);
    districtsByCity.set(city, list);
  }

  const tree: AreaNode[] = [];
  for (const [province, name] of provinces) {
    tree.push({ id: province, pid: 0, name });
    for (const [city, cityName] of cities) {
      if (provinceOf(city) !== province) continue;
      tree.push({ id: city, pid: province, name: cityName });
      const districts = districtsByCity.get(city) ?? new Map<number, string>();
      const others: AreaNode[] = [];
      for (const [code, districtName] of districts) {
        const node = { id: code, pid: city, name: districtName };
        if (districtName === PLACEHOLDER_DISTRICT) others.push(node);
        else tree.push(node);
      }
      const placeholder = placeholderFor(city, districts);
      if (placeholder) others.push({ id: placeholder[0], pid: city, name: placeholder[1] });
      tree.push(...others);
    }
  }
  return tree;
}

export interface AreaIndex {
  nodes: AreaNode[];
  byId: Map<number, AreaNode>;
}

let index: AreaIndex | undefined;

/** The tree and a lookup by code, built once per process on first use. */
export function areaIndex(): AreaIndex {
  if (!index) {
    const nodes = buildAreaTree();
    index = { nodes, byId: new Map(nodes.map((n) => [n.id, n])) };
  }
  return index;
}

/** Province, city and district, when the three codes form one branch of the tree; else null. */
export function resolveRegion(provinceId: number, cityId: number, districtId: number, area = areaIndex()): [AreaNode, AreaNode, AreaNode] | null {
  const province = area.byId.get(provinceId);
  const city = area.byId.get(cityId);
  const district = area.byId.get(districtId);
  if (!province || !city || !district) return null;
  if (province.pid !== 0 || city.pid !== province.id || district.pid !== city.id) return null;
  return [province, city, district];
}
