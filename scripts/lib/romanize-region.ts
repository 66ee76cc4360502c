import { pinyin } from 'pinyin-pro';

/**
 * Romanises a Chinese division name the way Chinese postal addresses and shops write it in Latin letters:
 * the place in Hanyu Pinyin as one capitalised word (Xi'an, Lu'an), its level as an English word
 * (Dongcheng District, Changsha County). Used once, when the region names are generated.
 */

/** Levels and zone words, longest first, so 自治县 wins over 县 and 新区 over 区. */
const LEVELS: [suffix: string, english: string][] = [
  ['高新技术产业开发区', 'Hi-Tech Industrial Development Zone'],
  ['经济技术开发区', 'Economic and Technological Development Zone'],
  ['高新技术开发区', 'Hi-Tech Development Zone'],
  ['高技术产业开发区', 'Hi-Tech Industrial Development Zone'],
  ['高新技术产业园区', 'Hi-Tech Industrial Park'],
  ['现代产业园区', 'Modern Industrial Park'],
  ['经济开发区', 'Economic Development Zone'],
  ['开发区街道办事处', 'Development Zone Subdistrict'],
  ['循环化工园区', 'Circular Chemical Industrial Park'],
  ['工业园区', 'Industrial Park'],
  ['开发区', 'Development Zone'],
  ['行政委员会', 'Administrative Committee'],
  ['管委会', 'Administrative Committee'],
  ['生态园', 'Eco-Park'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['林区', 'Forestry District'],
  ['新区', 'New Area'],
  ['特区', 'Special District'],
  ['地区', 'Prefecture'],
  ['街道', 'Subdistrict'],
  ['新城', 'New Town'],
  ['学院', 'College'],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
  ['港', 'Port'],
];

/** Whole names that are not a place plus a level. */
const WHOLE: Record<string, string> = {
  省直辖县: 'County-level Divisions',
  自治区直辖县级行政区划: 'County-level Divisions',
};

/** Ethnic groups named in autonomous divisions, by their English names. */
const ETHNIC: Record<string, string> = {
  土家: 'Tujia', 布依: 'Bouyei', 蒙古: 'Mongol', 朝鲜: 'Korean', 哈尼: 'Hani', 景颇: 'Jingpo', 傈僳: 'Lisu', 拉祜: 'Lahu',
  纳西: 'Naxi', 普米: 'Pumi', 独龙: 'Derung', 哈萨克: 'Kazakh', 柯尔克孜: 'Kyrgyz', 塔吉克: 'Tajik', 锡伯: 'Xibe',
  维吾尔: 'Uyghur', 撒拉: 'Salar', 东乡: 'Dongxiang', 保安: 'Bonan', 裕固: 'Yugur', 仡佬: 'Gelao', 毛南: 'Maonan',
  仫佬: 'Mulao', 鄂温克: 'Evenki', 鄂伦春: 'Oroqen', 达斡尔: 'Daur', 各: 'Multi-ethnic',
  藏: 'Tibetan', 羌: 'Qiang', 彝: 'Yi', 苗: 'Miao', 侗: 'Dong', 壮: 'Zhuang', 瑶: 'Yao', 回: 'Hui', 满: 'Manchu',
  傣: 'Dai', 白: 'Bai', 佤: 'Va', 怒: 'Nu', 土: 'Tu', 黎: 'Li', 畲: 'She', 水: 'Sui',
};
const ETHNIC_NAMES = Object.keys(ETHNIC).sort((a, b) => b.length - a.length);

/** Pinyin of a place as one word: capitalised, with an apostrophe before a syllable starting with a, o or e. */
export function placeWord(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' }).filter((s) => /\p{L}/u.test(s));
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Takes the ethnic groups off the end of an autonomous division's place: 恩施土家族苗族 → 恩施, [Tujia, Miao]. */
function splitEthnic(stem: string): { place: string; groups: string[] } {
  const groups: string[] = [];
  let rest = stem;
  for (;;) {
    const withZu = rest.endsWith('族') ? rest.slice(0, -1) : rest;
    // Each group is written with 族 except Mongol, Kazakh and Kyrgyz in Xinjiang's prefectures (博尔塔拉蒙古).
    const found = ETHNIC_NAMES.find((e) => withZu.endsWith(e) && (withZu !== rest || e.length > 1));
    if (!found) break;
    groups.unshift(ETHNIC[found]!);
    rest = withZu.slice(0, -found.length);
  }
  return { place: rest, groups };
}

function listOf(words: string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Splits a zone's prefix into the places it names (河北唐山海港 → Hebei Tangshan Haigang), by the longest
 * known place at each point; what no known place covers stays one word.
 */
function placeWords(stem: string, known: ReadonlySet<string>): string {
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
      if (loose) words.push(placeWord(loose));
      loose = '';
      words.push(placeWord(hit));
      i += hit.length;
    } else {
      loose += stem[i];
      i += 1;
    }
  }
  if (loose) words.push(placeWord(loose));
  return words.join(' ');
}

/**
 * A division's name in Latin letters. `prefecture` is true for the city level, where 市 is left out
 * (Guangzhou); a county-level 市 is a City (Yiwu City). `known` holds place names (without their level)
 * that a development zone's name may start with.
 */
export function romanizeRegion(name: string, prefecture: boolean, known: ReadonlySet<string> = new Set()): string {
  const whole = WHOLE[name];
  if (whole) return whole;
  if (name.endsWith('市')) {
    const place = placeWord(name.slice(0, -1));
    return prefecture ? place : `${place} City`;
  }
  const level = LEVELS.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  if (!level) return placeWords(name, known);
  const stem = name.slice(0, -level[0].length);
  if (level[0].startsWith('自治')) {
    const { place, groups } = splitEthnic(stem);
    return [placeWord(place), listOf(groups), level[1]].filter(Boolean).join(' ');
  }
  const words = level[1].includes('Zone') || level[1].includes('Park') || level[1].includes('Committee') ? placeWords(stem.replace(/市$/, ''), known) : placeWord(stem);
  return `${words} ${level[1]}`;
}
