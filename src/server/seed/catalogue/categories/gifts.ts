import type { CategoryFile } from '../types.ts';

export const gifts: CategoryFile = {
  key: 'gifts',
  code: 'GS',
  names: { zh: '礼盒套装', 'zh-TW': '禮盒套裝', en: 'Gift Sets', ja: 'ギフトセット', ko: '선물 세트', ru: 'Подарочные наборы', ar: 'مجموعات الهدايا', id: 'Set Hadiah', th: 'ชุดของขวัญ', vi: 'Bộ quà tặng' },
  shape: 'box',
  returnable: true,
  children: [],
  care: {
    zh: '礼盒内每件商品的使用与保养方式，请参阅随附的说明卡。如需贺卡，下单时在买家留言中写下祝福语，我们会手写后放入礼盒；发票与价格信息不会放进包裹。',
    en: 'See the enclosed card for how to use and care for each item in the box. To add a greeting card, write your message in the buyer’s note when ordering and we will handwrite it for you; invoices and prices are never put in the parcel.',
  },
  goods: [
    {
      key: 'anniversary-box',
      category: 'gifts',
      brand: 'orchidSelect',
      name: { zh: '周年纪念礼盒', 'zh-TW': '週年紀念禮盒', en: 'Anniversary Gift Box', ja: 'アニバーサリーギフトボックス', ko: '기념일 선물 상자', ru: 'Подарочный набор к годовщине', ar: 'صندوق هدايا الذكرى السنوية', id: 'Kotak Hadiah Hari Jadi', th: 'กล่องของขวัญวันครบรอบ', vi: 'Hộp quà kỷ niệm' },
      intro: {
        zh: '真丝眼罩、玫瑰按摩油、大豆蜡蜡烛与一套 365 问卡牌，装进可重复使用的丝绒礼盒，为你们的纪念日准备一个安静而浪漫的夜晚。',
        en: 'A silk eye mask, rose massage oil, a soy candle and a 365 Questions deck in a reusable velvet box: everything for a quiet, romantic anniversary evening.',
      },
      points: {
        zh: ['四件精选好物', '丝绒礼盒，可作首饰盒', '免费手写贺卡'],
        en: ['Four hand-picked pieces', 'The velvet box doubles as a jewellery case', 'Free handwritten card'],
      },
      price: 39900, market: 52900, sale: 34900, sales: 3860, free: true, flags: ['hot', 'recommended'],
      specs: [['edition', ['standard', 'deluxe']]],
      skuPrices: [null, 59900],
    },
    {
      key: 'date-night-box',
      category: 'gifts',
      brand: 'orchidSelect',
      name: { zh: '约会之夜礼盒', 'zh-TW': '約會之夜禮盒', en: 'Date Night Box', ja: 'デートナイトボックス', ko: '데이트 나이트 박스', ru: 'Набор «Вечер свидания»', ar: 'صندوق ليلة الموعد', id: 'Kotak Kencan Malam', th: 'กล่องเดทไนท์', vi: 'Hộp quà đêm hẹn hò' },
      intro: {
        zh: '约会灵感卡、按摩骰子、香氛蜡烛与两只香槟杯，一盒搞定一个不用出门的约会之夜。',
        en: 'Date idea cards, massage dice, a scented candle and two champagne flutes: a whole evening in without leaving home.',
      },
      points: {
        zh: ['一盒就是一个完整的约会', '含两只水晶香槟杯', '附约会流程小卡'],
        en: ['A complete date in one box', 'Two crystal champagne flutes', 'A card with an evening plan'],
      },
      price: 29900, market: 39900, sales: 2570,
      specs: [['edition', ['standard']]],
    },
    {
      key: 'spa-night-set',
      category: 'gifts',
      brand: 'amberleaf',
      shape: 'sphere',
      name: { zh: '居家水疗礼盒', 'zh-TW': '居家水療禮盒', en: 'Spa Night at Home Set', ja: 'おうちスパ ギフトセット', ko: '홈 스파 선물 세트', ru: 'Набор «Домашний спа-вечер»', ar: 'مجموعة السبا المنزلي', id: 'Set Spa Malam di Rumah', th: 'ชุดสปาที่บ้าน', vi: 'Bộ quà spa tại nhà' },
      intro: {
        zh: '玫瑰泡澡球、薰衣草浴盐、乳木果身体霜与一条柔软浴巾，把浴室变成专属于你的水疗馆。',
        en: 'Rose bath bombs, lavender bath salts, shea body butter and a soft towel turn your bathroom into a private spa.',
      },
      points: {
        zh: ['四件沐浴好物', '有机棉浴巾', '也适合送给自己'],
        en: ['Four bath favourites', 'Organic cotton towel', 'A gift to yourself, too'],
      },
      price: 25900, market: 33900, sales: 4980, free: true,
      specs: [['scent', ['lavender', 'rose']]],
    },
    {
      key: 'silk-scent-set',
      category: 'gifts',
      brand: 'velvetLune',
      shape: 'box',
      name: { zh: '丝语香氛礼盒', 'zh-TW': '絲語香氛禮盒', en: 'Silk & Scent Gift Set', ja: 'シルク＆フレグランス ギフトセット', ko: '실크 & 센트 선물 세트', ru: 'Подарочный набор «Шёлк и аромат»', ar: 'مجموعة هدايا الحرير والعطر', id: 'Set Hadiah Sutra & Aroma', th: 'ชุดของขวัญผ้าไหมและกลิ่นหอม', vi: 'Bộ quà lụa & hương thơm' },
      intro: {
        zh: '丝月真丝眼罩，搭配琥珀叶固体香膏与枕边喷雾，送出一份安稳好眠的夜晚。',
        en: 'A Velvet Lune silk eye mask with Amberleaf solid perfume and pillow mist: a gift of calm, restful nights.',
      },
      points: {
        zh: ['真丝眼罩，遮光透气', '固体香膏搭配枕边喷雾', '缎带礼盒包装'],
        en: ['Silk eye mask, blackout and breathable', 'Solid perfume and pillow mist', 'Ribbon-tied gift box'],
      },
      price: 32900, market: 42900, sales: 1760,
      specs: [['colour', ['champagne', 'navy']]],
    },
    {
      key: 'couples-discovery-box',
      category: 'gifts',
      brand: 'orchidSelect',
      name: { zh: '情侣探索礼盒', 'zh-TW': '情侶探索禮盒', en: 'Couples’ Discovery Box', ja: 'カップル ディスカバリーボックス', ko: '커플 디스커버리 박스', ru: 'Набор открытий для пар', ar: 'صندوق الاكتشاف للأزواج', id: 'Kotak Penjelajahan Pasangan', th: 'กล่องค้นพบสำหรับคู่รัก', vi: 'Hộp khám phá cho cặp đôi' },
      intro: {
        zh: '为刚开始一起探索的情侣准备：迷你按摩器、水润凝露、按摩油与一本沟通指南，用温和的方式开启对话。',
        en: 'For couples just beginning to explore together: a mini massager, a water-based gel, a massage oil and a conversation guide, to start gently.',
      },
      points: {
        zh: ['入门友好，温和安心', '附沟通指南手册', '不透明、无标识包装'],
        en: ['Beginner-friendly and reassuring', 'Conversation guide included', 'Opaque, unmarked packaging'],
      },
      price: 45900, market: 59900, sales: 3240, flags: ['recommended'],
      specs: [['edition', ['standard']]],
    },
    {
      key: 'self-care-ritual',
      category: 'gifts',
      brand: 'orchidSelect',
      name: { zh: '悦己时光礼盒', 'zh-TW': '悅己時光禮盒', en: 'Self-Care Ritual Box', ja: 'セルフケア リチュアルボックス', ko: '셀프 케어 리추얼 박스', ru: 'Набор «Ритуал заботы о себе»', ar: 'صندوق طقوس العناية بالذات', id: 'Kotak Ritual Perawatan Diri', th: 'กล่องเวลาดูแลตัวเอง', vi: 'Hộp quà chăm sóc bản thân' },
      intro: {
        zh: '鹅卵石迷你按摩器、温感按摩油、真丝眼罩与香氛蜡烛，把一个普通的夜晚留给自己。',
        en: 'A pebble mini massager, a warming massage oil, a silk eye mask and a scented candle: an ordinary evening, kept just for you.',
      },
      points: {
        zh: ['送给自己的礼物', '含露茉拉鹅卵石迷你按摩器', '附放松音乐歌单卡片'],
        en: ['A gift to yourself', 'Includes the Lumora Pebble Mini Massager', 'Card with a relaxing playlist'],
      },
      price: 49900, market: 64900, sale: 44900, sales: 2890, free: true, flags: ['new'],
      specs: [['colour', ['purple', 'rose']]],
    },
    {
      key: 'travel-romance-kit',
      category: 'gifts',
      brand: 'orchidSelect',
      shape: 'pouch',
      name: { zh: '旅行浪漫小包', 'zh-TW': '旅行浪漫小包', en: 'Travel Romance Kit', ja: 'トラベル ロマンスキット', ko: '트래블 로맨스 키트', ru: 'Дорожный романтический набор', ar: 'حقيبة الرومانسية للسفر', id: 'Paket Romantis untuk Perjalanan', th: 'ชุดโรแมนติกสำหรับการเดินทาง', vi: 'Bộ lãng mạn khi du lịch' },
      intro: {
        zh: '旅行装按摩油、湿巾、安全套与随身香膏装进一只防水收纳包，出门过周末也不忘浪漫。',
        en: 'Travel-size massage oil, wipes, condoms and a solid perfume in a waterproof pouch, so a weekend away is romantic too.',
      },
      points: {
        zh: ['全部符合随身登机规定', '防水收纳包', '小巧轻便'],
        en: ['All carry-on friendly', 'Waterproof pouch', 'Small and light'],
      },
      price: 19900, market: 25900, sales: 5410,
      specs: [['edition', ['standard']]],
    },
    {
      key: 'heart-keepsake-box',
      category: 'gifts',
      brand: 'orchidSelect',
      shape: 'heart',
      name: { zh: '心形告白礼盒', 'zh-TW': '心形告白禮盒', en: 'Heart Keepsake Gift Box', ja: 'ハート型ギフトボックス', ko: '하트 선물 상자', ru: 'Подарочная коробка-сердце', ar: 'صندوق هدايا على شكل قلب', id: 'Kotak Hadiah Bentuk Hati', th: 'กล่องของขวัญรูปหัวใจ', vi: 'Hộp quà hình trái tim' },
      intro: {
        zh: '心形礼盒里装着玫瑰香氛蜡烛、爱的兑换券与一瓶微光身体乳，适合情人节、七夕，或任何想说爱的日子。',
        en: 'A heart-shaped box holding a rose candle, a love coupon book and shimmer body lotion, for Valentine’s Day, Qixi, or any day you want to say it.',
      },
      points: {
        zh: ['心形礼盒，可留作纪念', '三件浪漫好物', '免费手写贺卡'],
        en: ['Heart-shaped keepsake box', 'Three romantic pieces', 'Free handwritten card'],
      },
      price: 26900, market: 34900, sales: 6120, free: true,
      specs: [['edition', ['standard']]],
    },
  ],
};
