import type { CategoryFile } from '../types.ts';

export const bath: CategoryFile = {
  key: 'bath',
  code: 'BB',
  names: { zh: '沐浴身体', 'zh-TW': '沐浴身體', en: 'Bath & Body', ja: 'バス＆ボディ', ko: '배스 & 바디', ru: 'Ванна и уход за телом', ar: 'الاستحمام والعناية بالجسم', id: 'Mandi & Tubuh', th: 'อาบน้ำและดูแลผิวกาย', vi: 'Tắm & Dưỡng thể' },
  shape: 'sphere',
  returnable: true,
  children: [
    { key: 'soaks', names: { zh: '浴盐浴球', 'zh-TW': '浴鹽浴球', en: 'Bath Soaks', ja: 'バスソルト＆バスボム', ko: '입욕제', ru: 'Соли и бомбочки для ванны', ar: 'أملاح وكرات الاستحمام', id: 'Garam & Bom Mandi', th: 'เกลือและบาธบอมบ์', vi: 'Muối & bom tắm' } },
    { key: 'bodyCare', names: { zh: '身体乳霜', 'zh-TW': '身體乳霜', en: 'Body Care', ja: 'ボディケア', ko: '바디 케어', ru: 'Уход за телом', ar: 'العناية بالجسم', id: 'Perawatan Tubuh', th: 'บำรุงผิวกาย', vi: 'Dưỡng thể' } },
    { key: 'fragrance', names: { zh: '香氛', 'zh-TW': '香氛', en: 'Fragrance', ja: 'フレグランス', ko: '프래그런스', ru: 'Ароматы', ar: 'العطور', id: 'Wewangian', th: 'น้ำหอมและกลิ่นหอม', vi: 'Hương thơm' } },
  ],
  care: {
    zh: '沐浴产品请避开眼部，如不慎入眼请用清水冲洗。浴球与浴盐请密封、干燥保存，使用后及时冲洗浴缸。香氛产品含植物精油，孕期或肌肤敏感时请先咨询医生。未拆封的商品支持七天无理由退换。',
    en: 'Keep bath products away from the eyes; if any gets in, rinse with clean water. Store bath bombs and salts sealed and dry, and rinse the tub after use. Fragrances contain plant essential oils: ask a doctor first during pregnancy or if your skin is sensitive. Unopened items may be returned within seven days.',
  },
  goods: [
    {
      key: 'rose-petal-bath-bombs',
      category: 'soaks',
      brand: 'amberleaf',
      name: { zh: '玫瑰花瓣泡澡球', 'zh-TW': '玫瑰花瓣泡澡球', en: 'Rose Petal Bath Bombs', ja: 'ローズペタル バスボム', ko: '로즈 페탈 배스밤', ru: 'Бомбочки для ванны с лепестками роз', ar: 'كرات استحمام ببتلات الورد', id: 'Bom Mandi Kelopak Mawar', th: 'บาธบอมบ์กลีบกุหลาบ', vi: 'Bom tắm cánh hoa hồng' },
      intro: {
        zh: '每一颗都嵌着真实的玫瑰花瓣，入水后缓缓绽放，释放玫瑰精油与乳木果油，泡完肌肤柔滑。',
        en: 'Each one holds real rose petals that open slowly in the water, releasing rose oil and shea butter for silky skin afterwards.',
      },
      points: {
        zh: ['真实干燥玫瑰花瓣', '乳木果油滋润', '不会染色浴缸'],
        en: ['Real dried rose petals', 'Nourishing shea butter', 'Won’t stain the tub'],
      },
      price: 6900, market: 8900, sales: 8910, free: true, flags: ['hot'],
      specs: [['pack', ['p6', 'p12']]],
      skuPrices: [null, 12900],
    },
    {
      key: 'lavender-himalayan-salts',
      category: 'soaks',
      brand: 'amberleaf',
      shape: 'jar',
      name: { zh: '薰衣草喜马拉雅浴盐', 'zh-TW': '薰衣草喜馬拉雅浴鹽', en: 'Lavender Himalayan Bath Salts', ja: 'ラベンダー ヒマラヤバスソルト', ko: '라벤더 히말라야 배스 솔트', ru: 'Гималайская соль для ванны с лавандой', ar: 'أملاح استحمام هيمالايا باللافندر', id: 'Garam Mandi Himalaya Lavender', th: 'เกลือแช่ตัวหิมาลัยลาเวนเดอร์', vi: 'Muối tắm Himalaya oải hương' },
      intro: {
        zh: '喜马拉雅粉盐与泻盐按比例调配，加入薰衣草精油与干花。泡一个热水澡，让肩背慢慢松开。',
        en: 'Pink Himalayan salt and Epsom salt blended with lavender oil and dried flowers: run a hot bath and let your shoulders and back loosen slowly.',
      },
      points: {
        zh: ['粉盐与泻盐双重配比', '薰衣草精油与干花', '可重复密封罐装'],
        en: ['Himalayan and Epsom salt blend', 'Lavender oil and dried flowers', 'Resealable jar'],
      },
      price: 7900, market: 9900, sales: 4870,
      specs: [['weight', ['g300', 'g500']]],
      skuPrices: [null, 11900],
    },
    {
      key: 'oat-milk-soak',
      category: 'soaks',
      brand: 'amberleaf',
      shape: 'pouch',
      name: { zh: '燕麦牛奶浴粉', 'zh-TW': '燕麥牛奶浴粉', en: 'Oat Milk Bath Soak', ja: 'オーツミルク バスパウダー', ko: '오트 밀크 입욕제', ru: 'Молочко для ванны с овсом', ar: 'مسحوق استحمام بحليب الشوفان', id: 'Rendaman Mandi Susu Oat', th: 'ผงแช่ตัวนมข้าวโอ๊ต', vi: 'Bột tắm sữa yến mạch' },
      intro: {
        zh: '燕麦粉与椰奶粉温和舒缓，让洗澡水变成柔滑的乳白色，适合干燥或容易敏感的肌肤。',
        en: 'Oat flour and coconut milk powder turn the water a silky milky white, gentle for dry or easily irritated skin.',
      },
      points: {
        zh: ['燕麦舒缓，适合敏感肌', '椰奶滋润不油腻', '独立小包，每次一包'],
        en: ['Soothing oats for sensitive skin', 'Coconut milk moisturises without grease', 'One sachet per bath'],
      },
      price: 5900, market: 7900, member: false, sales: 2140, offShelf: true,
      specs: [['pack', ['p6']]],
    },
    {
      key: 'shea-body-butter',
      category: 'bodyCare',
      brand: 'amberleaf',
      shape: 'jar',
      name: { zh: '乳木果身体霜', 'zh-TW': '乳木果身體霜', en: 'Shea Body Butter', ja: 'シアボディバター', ko: '시어 바디 버터', ru: 'Крем-баттер для тела с маслом ши', ar: 'زبدة الجسم بالشيا', id: 'Body Butter Shea', th: 'บอดี้บัตเตอร์เชีย', vi: 'Bơ dưỡng thể shea' },
      intro: {
        zh: '30% 乳木果油打发成绵密霜体，遇体温即融，深层滋润手肘、膝盖等干燥部位，香气淡雅持久。',
        en: '30% shea butter whipped into a dense cream that melts at body temperature, deeply nourishing dry spots such as elbows and knees, with a soft, lasting scent.',
      },
      points: {
        zh: ['30% 乳木果油', '入肤即融，不黏腻', '香气淡雅，可与香水叠搭'],
        en: ['30% shea butter', 'Melts in without stickiness', 'A subtle scent that layers with perfume'],
      },
      price: 9900, market: 12900, sale: 8900, sales: 5620, flags: ['recommended'],
      specs: [['scent', ['vanilla', 'whiteTea', 'unscented']]],
    },
    {
      key: 'shimmer-body-lotion',
      category: 'bodyCare',
      brand: 'amberleaf',
      shape: 'pump',
      name: { zh: '微光身体乳', 'zh-TW': '微光身體乳', en: 'Shimmer Body Lotion', ja: 'シマーボディローション', ko: '시머 바디 로션', ru: 'Мерцающий лосьон для тела', ar: 'لوشن الجسم اللامع', id: 'Losion Tubuh Berkilau', th: 'โลชั่นบำรุงผิวกายชิมเมอร์', vi: 'Sữa dưỡng thể ánh nhũ' },
      intro: {
        zh: '细腻的珠光微粒让肌肤在灯光下泛起柔和光泽，同时保湿一整天，适合约会与特别的夜晚。',
        en: 'Fine pearl particles give skin a soft glow in the lamplight while keeping it moisturised all day, made for dates and special evenings.',
      },
      points: {
        zh: ['细腻珠光，自然不夸张', '透明质酸保湿', '快速吸收，不沾衣物'],
        en: ['Fine, natural-looking shimmer', 'Hyaluronic acid for moisture', 'Absorbs fast and won’t mark clothes'],
      },
      price: 8900, market: 11900, sales: 3470, flags: ['new'],
      specs: [['colour', ['champagne', 'rose']], ['capacity', ['ml200']]],
    },
    {
      key: 'velvet-body-mist',
      category: 'fragrance',
      brand: 'amberleaf',
      shape: 'bottle',
      name: { zh: '丝绒身体香氛喷雾', 'zh-TW': '絲絨身體香氛噴霧', en: 'Velvet Body Mist', ja: 'ベルベット ボディミスト', ko: '벨벳 바디 미스트', ru: 'Спрей для тела «Бархат»', ar: 'رذاذ الجسم المخملي', id: 'Body Mist Velvet', th: 'สเปรย์น้ำหอมฉีดตัวเวลเวท', vi: 'Xịt thơm toàn thân Velvet' },
      intro: {
        zh: '比香水更轻盈的身体喷雾。沐浴后轻喷于肩颈与手腕，留下若有若无的温柔气息。',
        en: 'Lighter than perfume: after a bath, mist it over shoulders and wrists for a soft trace of scent that stays close to the skin.',
      },
      points: {
        zh: ['清透不浓烈', '含芦荟保湿成分', '细雾喷头，均匀细腻'],
        en: ['Sheer, never heavy', 'With moisturising aloe', 'Fine-mist sprayer'],
      },
      price: 6900, market: 8900, sales: 6730,
      specs: [['scent', ['rose', 'jasmine', 'citrus']]],
    },
    {
      key: 'solid-perfume-balm',
      category: 'fragrance',
      brand: 'amberleaf',
      shape: 'jar',
      name: { zh: '随身固体香膏', 'zh-TW': '隨身固體香膏', en: 'Solid Perfume Balm', ja: 'ソリッドパフューム', ko: '고체 향수', ru: 'Твёрдые духи', ar: 'عطر صلب', id: 'Parfum Padat', th: 'น้ำหอมแบบบาล์ม', vi: 'Nước hoa khô' },
      intro: {
        zh: '黄铜小圆盒里是蜂蜡与精油调制的香膏。用指尖轻点在耳后与手腕，不怕洒漏，随时补香。',
        en: 'A small brass tin of balm blended from beeswax and essential oils. Dab it behind the ears and on the wrists: no spills, easy to carry.',
      },
      points: {
        zh: ['蜂蜡基底，不含酒精', '黄铜盒可重复填装', '可随身带上飞机'],
        en: ['Beeswax base, alcohol-free', 'Refillable brass tin', 'Fine for carry-on luggage'],
      },
      price: 12900, market: 16900, sales: 1890, thirdParty: true,
      specs: [['scent', ['jasmine', 'sandalwood', 'rose']]],
    },
    {
      key: 'pillow-linen-mist',
      category: 'fragrance',
      brand: 'amberleaf',
      shape: 'bottle',
      name: { zh: '枕边香氛喷雾', 'zh-TW': '枕邊香氛噴霧', en: 'Pillow & Linen Mist', ja: 'ピロー＆リネンミスト', ko: '필로우 & 린넨 미스트', ru: 'Спрей для подушки и белья', ar: 'رذاذ للوسائد والمفارش', id: 'Semprotan Bantal & Linen', th: 'สเปรย์หอมสำหรับหมอนและผ้าปูที่นอน', vi: 'Xịt thơm gối & chăn ga' },
      intro: {
        zh: '睡前在枕头与床单上轻喷两下，薰衣草与白茶的香气帮助心情平静，让卧室成为一个安静的角落。',
        en: 'Two sprays on pillows and sheets before bed: lavender and white tea help the mind settle and turn the bedroom into a quiet corner.',
      },
      points: {
        zh: ['专为织物设计，不留水渍', '植物精油调香', '100ml 大容量'],
        en: ['Made for fabric, leaves no marks', 'Scented with plant essential oils', 'A generous 100 ml'],
      },
      price: 5900, market: 7900, sale: 4900, sales: 4120, free: true,
      specs: [['scent', ['lavender', 'whiteTea']]],
    },
  ],
};
