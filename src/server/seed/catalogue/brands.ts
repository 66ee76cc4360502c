import type { Bilingual, Text } from './types.ts';

export type LogoMark = 'crescent' | 'leaf' | 'halo' | 'knot' | 'drop' | 'petals';

export interface BrandData {
  key: string;
  names: Text;
  story: Bilingual;
  logo: { mark: LogoMark; colours: readonly [string, string] };
}

/** The six invented brands of the demo shop, in the order the brand zone shows them. */
export const BRANDS: readonly BrandData[] = [
  {
    key: 'velvetLune',
    names: { zh: '丝月', 'zh-TW': '絲月', en: 'Velvet Lune', ja: 'ベルベット・リュヌ', ko: '벨벳 륀', ru: 'Вельвет Люн', ar: 'فيلفت لون', id: 'Velvet Lune', th: 'เวลเวท ลูน', vi: 'Velvet Lune' },
    story: {
      zh: '丝月诞生于杭州一间小小的丝绸工坊。创始人相信，睡衣与内衣首先应当是穿给自己的：桑蚕丝贴肤的凉意、恰到好处的剪裁、洗过十次仍然柔顺的面料。每一季，丝月只推出少量款式，用天然面料与克制的设计陪伴你度过每一个安静的夜晚。',
      en: 'Velvet Lune began in a small silk workshop in Hangzhou. Its founder believes sleepwear and lingerie are first of all worn for yourself: the cool touch of mulberry silk, a cut that simply fits, fabric that is still soft after the tenth wash. Each season Velvet Lune releases only a few designs, made from natural fabrics with quiet, restrained lines for your calmest evenings.',
    },
    logo: { mark: 'crescent', colours: ['#2B1B4A', '#D9B8FF'] },
  },
  {
    key: 'amberleaf',
    names: { zh: '琥珀叶', 'zh-TW': '琥珀葉', en: 'Amberleaf', ja: 'アンバーリーフ', ko: '앰버리프', ru: 'Эмберлиф', ar: 'أمبرليف', id: 'Amberleaf', th: 'แอมเบอร์ลีฟ', vi: 'Amberleaf' },
    story: {
      zh: '琥珀叶来自云南高原的芳香植物园。我们与当地农户合作种植薰衣草、玫瑰与柑橘，以冷压和低温蒸馏保留植物最本真的气味。从按摩油到香氛蜡烛，琥珀叶希望把一天的疲惫交给温度与香气，让两个人重新慢下来。',
      en: 'Amberleaf comes from an aromatic garden on the Yunnan plateau. We grow lavender, rose and citrus with local farmers and keep their true scent through cold pressing and low-temperature distillation. From massage oils to scented candles, Amberleaf hands the tiredness of the day to warmth and fragrance, so that two people can slow down again.',
    },
    logo: { mark: 'leaf', colours: ['#7A3E12', '#FFC978'] },
  },
  {
    key: 'lumora',
    names: { zh: '露茉拉', 'zh-TW': '露茉拉', en: 'Lumora', ja: 'ルモーラ', ko: '루모라', ru: 'Люмора', ar: 'لومورا', id: 'Lumora', th: 'ลูมอร่า', vi: 'Lumora' },
    story: {
      zh: '露茉拉由一群工业设计师与材料工程师创立，专注于安静、安全、好握的个人按摩器。所有产品使用亲肤医用级硅胶，经过数百次握持测试与防水测试，充电一次即可长久使用。我们相信，关照自己的身体是一件值得被好好设计的事。',
      en: 'Lumora was founded by industrial designers and materials engineers who focus on personal massagers that are quiet, safe and comfortable to hold. Every product uses skin-friendly medical-grade silicone, goes through hundreds of grip and water-resistance tests, and lasts long on a single charge. We believe caring for your own body deserves thoughtful design.',
    },
    logo: { mark: 'halo', colours: ['#4B1E78', '#F3A6D8'] },
  },
  {
    key: 'twofold',
    names: { zh: '双生', 'zh-TW': '雙生', en: 'Twofold', ja: 'トゥーフォールド', ko: '투폴드', ru: 'Туфолд', ar: 'توفولد', id: 'Twofold', th: 'ทูโฟลด์', vi: 'Twofold' },
    story: {
      zh: '双生的第一套卡牌，是两位创始人在异地恋时为彼此设计的问答游戏。后来，它变成了一系列帮助伴侣聊天、欢笑与靠近的桌面游戏。没有输赢，只有更了解彼此的夜晚；每一套游戏都由心理咨询师参与编写问题。',
      en: 'Twofold’s first card deck was a question game its two founders designed for each other during a long-distance relationship. It grew into a series of tabletop games that help partners talk, laugh and feel closer. There are no winners or losers, only evenings in which you know each other a little better; counsellors help write every question.',
    },
    logo: { mark: 'knot', colours: ['#8C1C3A', '#FFB3A7'] },
  },
  {
    key: 'purelle',
    names: { zh: '纯蕾', 'zh-TW': '純蕾', en: 'Purelle', ja: 'ピュレル', ko: '퓨렐', ru: 'Пюрель', ar: 'بيوريل', id: 'Purelle', th: 'เพียวเรล', vi: 'Purelle' },
    story: {
      zh: '纯蕾是一个专注私密护理的品牌，由妇科医生与配方师共同研发。我们坚持弱酸性、无香精、无酒精的温和配方，每一批产品都经过皮肤刺激性测试。纯蕾希望大家可以像挑选护肤品一样，自然、坦然地照顾自己。',
      en: 'Purelle is an intimate-care brand developed by gynaecologists together with formulators. We keep to gentle, slightly acidic formulas without fragrance or alcohol, and every batch is tested for skin irritation. Purelle hopes everyone can look after themselves as naturally and openly as they choose their skincare.',
    },
    logo: { mark: 'drop', colours: ['#1F5A6B', '#BFF0EA'] },
  },
  {
    key: 'orchidSelect',
    names: { zh: '兰选', 'zh-TW': '蘭選', en: 'Orchid Select', ja: 'オーキッドセレクト', ko: '오키드 셀렉트', ru: 'Орхид Селект', ar: 'أوركيد سيلكت', id: 'Orchid Select', th: 'ออร์คิด ซีเล็คท์', vi: 'Orchid Select' },
    story: {
      zh: '兰选是兰花商城的自有品牌。我们的买手团队从上千件商品中挑选口碑最好的组合，配上可重复使用的礼盒与收纳，再以不透明、无标识的包装寄出。无论是送给伴侣还是犒劳自己，兰选都希望这份心意被妥帖地送达。',
      en: 'Orchid Select is Orchid Mall’s own label. Our buyers choose the best-loved combinations from thousands of products, add reusable gift boxes and storage, and ship everything in plain, unmarked packaging. Whether it is for a partner or a treat for yourself, Orchid Select makes sure the thought arrives with care.',
    },
    logo: { mark: 'petals', colours: ['#AF57FF', '#FFE3F4'] },
  },
];
