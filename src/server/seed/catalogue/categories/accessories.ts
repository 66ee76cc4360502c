import type { CategoryFile } from '../types.ts';

export const accessories: CategoryFile = {
  key: 'accessories',
  code: 'AC',
  names: { zh: '配饰收纳', 'zh-TW': '配飾收納', en: 'Accessories', ja: 'アクセサリー', ko: '액세서리', ru: 'Аксессуары', ar: 'الإكسسوارات', id: 'Aksesori', th: 'อุปกรณ์เสริม', vi: 'Phụ kiện' },
  shape: 'pouch',
  returnable: true,
  children: [
    { key: 'sleep', names: { zh: '睡眠配件', 'zh-TW': '睡眠配件', en: 'Sleep Accessories', ja: '睡眠グッズ', ko: '수면 용품', ru: 'Аксессуары для сна', ar: 'مستلزمات النوم', id: 'Aksesori Tidur', th: 'อุปกรณ์เสริมการนอน', vi: 'Phụ kiện ngủ' } },
    { key: 'storage', names: { zh: '收纳清洁', 'zh-TW': '收納清潔', en: 'Storage & Cleaning', ja: '収納＆お手入れ', ko: '보관 & 세정', ru: 'Хранение и очистка', ar: 'التخزين والتنظيف', id: 'Penyimpanan & Pembersih', th: 'จัดเก็บและทำความสะอาด', vi: 'Bảo quản & vệ sinh' } },
    { key: 'decor', names: { zh: '氛围装饰', 'zh-TW': '氛圍裝飾', en: 'Mood & Décor', ja: 'ムード雑貨', ko: '무드 소품', ru: 'Декор для настроения', ar: 'ديكور الأجواء', id: 'Dekorasi Suasana', th: 'ของตกแต่งสร้างบรรยากาศ', vi: 'Trang trí không gian' } },
  ],
  care: {
    zh: '真丝与丝绒制品请手洗、阴干；收纳盒请用干布擦拭。清洁喷雾不含酒精，可用于硅胶、玻璃与不锈钢材质，喷后静置一分钟再擦干。未使用的商品支持七天无理由退换。',
    en: 'Hand-wash silk and velvet and dry them in the shade; wipe storage cases with a dry cloth. The cleaning spray is alcohol-free and safe on silicone, glass and stainless steel: spray, leave for a minute, then wipe dry. Unused items may be returned within seven days.',
  },
  goods: [
    {
      key: 'silk-sleep-mask',
      category: 'sleep',
      brand: 'velvetLune',
      shape: 'mask',
      name: { zh: '桑蚕丝睡眠眼罩', 'zh-TW': '桑蠶絲睡眠眼罩', en: 'Mulberry Silk Sleep Mask', ja: 'シルク スリープマスク', ko: '실크 수면 안대', ru: 'Шёлковая маска для сна', ar: 'قناع نوم من حرير التوت', id: 'Masker Tidur Sutra Murbei', th: 'ผ้าปิดตานอนผ้าไหมมัลเบอร์รี่', vi: 'Mặt nạ ngủ lụa tơ tằm' },
      intro: {
        zh: '双面 22 姆米真丝，内填柔软棉层，遮光效果好；松紧带外包真丝，不拉扯头发，也不留压痕。',
        en: 'Double-sided 22-momme silk over a soft cotton layer. It blocks the light well, and the silk-covered strap won’t tug hair or leave marks.',
      },
      points: {
        zh: ['双面真丝，亲肤不闷', '高遮光，午睡夜眠都适合', '附旅行收纳袋'],
        en: ['Silk on both sides, breathable', 'Excellent blackout for naps and nights', 'Travel pouch included'],
      },
      price: 12900, market: 16900, sale: 9900, sales: 10800, free: true, flags: ['hot'],
      specs: [['colour', ['champagne', 'black', 'lilac', 'rose']]],
    },
    {
      key: 'velvet-ribbon-mask',
      category: 'sleep',
      brand: 'velvetLune',
      shape: 'mask',
      name: { zh: '丝绒缎带眼罩', 'zh-TW': '絲絨緞帶眼罩', en: 'Velvet Ribbon Eye Mask', ja: 'ベルベットリボン アイマスク', ko: '벨벳 리본 안대', ru: 'Бархатная маска на ленте', ar: 'قناع عين مخملي بشريط', id: 'Penutup Mata Beludru Berpita', th: 'ผ้าปิดตากำมะหยี่ผูกริบบิ้น', vi: 'Mặt nạ che mắt nhung buộc ruy băng' },
      intro: {
        zh: '柔软丝绒搭配缎带系法，松紧可随意调节，为按摩或游戏时光增添一点神秘感。',
        en: 'Soft velvet with satin ribbon ties you can adjust freely, adding a touch of mystery to a massage or a game.',
      },
      points: {
        zh: ['缎带系法，松紧随心', '加厚遮光', '可与情侣游戏搭配'],
        en: ['Ribbon ties, adjusted to you', 'Thick, light-blocking padding', 'Pairs with our couples’ games'],
      },
      price: 5900, market: 7900, sales: 7320,
      specs: [['colour', ['black', 'burgundy', 'purple']]],
    },
    {
      key: 'silk-pillowcase',
      category: 'sleep',
      brand: 'velvetLune',
      shape: 'pillow',
      name: { zh: '真丝枕套', 'zh-TW': '真絲枕套', en: 'Silk Pillowcase', ja: 'シルク枕カバー', ko: '실크 베개 커버', ru: 'Шёлковая наволочка', ar: 'غطاء وسادة حريري', id: 'Sarung Bantal Sutra', th: 'ปลอกหมอนผ้าไหม', vi: 'Vỏ gối lụa' },
      intro: {
        zh: '19 姆米真丝枕套，减少头发与皮肤的摩擦，醒来少一些压痕与毛躁；隐形拉链设计，枕芯不外露。',
        en: 'A 19-momme silk pillowcase that reduces friction on hair and skin, so you wake with fewer creases and less frizz; a hidden zip keeps the pillow covered.',
      },
      points: {
        zh: ['19 姆米桑蚕丝', '隐形拉链', '单只装，礼盒包装'],
        en: ['19-momme mulberry silk', 'Hidden zip', 'Single pillowcase in a gift box'],
      },
      price: 19900, market: 26900, sales: 3180, flags: ['new'],
      specs: [['colour', ['champagne', 'pearl', 'lilac']]],
    },
    {
      key: 'lockable-case',
      category: 'storage',
      brand: 'orchidSelect',
      shape: 'case',
      name: { zh: '密码锁收纳盒', 'zh-TW': '密碼鎖收納盒', en: 'Lockable Storage Case', ja: 'ダイヤルロック付き収納ケース', ko: '잠금형 보관 케이스', ru: 'Кейс для хранения с кодовым замком', ar: 'صندوق تخزين بقفل رقمي', id: 'Kotak Penyimpanan Berkunci', th: 'กล่องเก็บของแบบล็อกรหัส', vi: 'Hộp đựng có khóa số' },
      intro: {
        zh: '三位密码锁守护你的隐私，内衬柔软绒布并配有可拆分隔，按摩器、香氛与小物都能整齐收好。',
        en: 'A three-digit combination lock protects your privacy; a soft flocked lining and removable dividers keep massagers, fragrances and small things neatly in place.',
      },
      points: {
        zh: ['三位密码锁', '可拆分隔，自由组合', '外观简约，像一只首饰盒'],
        en: ['Three-digit combination lock', 'Removable dividers', 'A simple look, like a jewellery box'],
      },
      price: 15900, market: 19900, sales: 4620, free: true, flags: ['recommended'],
      specs: [['size', ['M', 'L']], ['colour', ['black', 'rose']]],
      skuPrices: [null, 19900],
    },
    {
      key: 'privacy-pouch',
      category: 'storage',
      brand: 'orchidSelect',
      name: { zh: '防水隐私收纳包', 'zh-TW': '防水隱私收納包', en: 'Waterproof Privacy Pouch', ja: '防水プライバシーポーチ', ko: '방수 프라이버시 파우치', ru: 'Водонепроницаемый чехол для хранения', ar: 'حقيبة خصوصية مقاومة للماء', id: 'Pouch Privasi Tahan Air', th: 'กระเป๋าเก็บของกันน้ำ', vi: 'Túi đựng riêng tư chống nước' },
      intro: {
        zh: '防水面料配隐形拉链，外观就像一只普通的化妆包，旅行时或放在床头柜里都很安心。',
        en: 'Waterproof fabric and a hidden zip: it looks just like an ordinary make-up bag, on your travels or in the bedside drawer.',
      },
      points: {
        zh: ['防水面料，易擦洗', '内置防尘袋', '外观低调'],
        en: ['Waterproof, wipe-clean fabric', 'Inner dust bag', 'A low-key look'],
      },
      price: 4900, market: 6900, sales: 8970,
      specs: [['size', ['S', 'M']], ['colour', ['purple', 'black']]],
      skuPrices: [null, 5900],
    },
    {
      key: 'gentle-cleaning-spray',
      category: 'storage',
      brand: 'purelle',
      shape: 'bottle',
      name: { zh: '护理清洁喷雾', 'zh-TW': '護理清潔噴霧', en: 'Gentle Cleaning Spray', ja: 'やさしいクリーニングスプレー', ko: '순한 세정 스프레이', ru: 'Мягкий очищающий спрей', ar: 'بخاخ تنظيف لطيف', id: 'Semprotan Pembersih Lembut', th: 'สเปรย์ทำความสะอาดสูตรอ่อนโยน', vi: 'Xịt vệ sinh dịu nhẹ' },
      intro: {
        zh: '专为按摩器与亲密用品设计的无酒精清洁喷雾，植物抗菌成分温和有效，喷后擦干即可收纳。',
        en: 'An alcohol-free cleaning spray made for massagers and intimate accessories, with gentle yet effective plant-based antibacterial ingredients. Spray, wipe dry and put away.',
      },
      points: {
        zh: ['无酒精，不伤硅胶', '植物抗菌成分', '无香精'],
        en: ['Alcohol-free and kind to silicone', 'Plant-based antibacterial', 'Fragrance-free'],
      },
      price: 3900, market: 4900, sales: 9450,
      specs: [['capacity', ['ml100', 'ml250']]],
      skuPrices: [null, 6900],
    },
    {
      key: 'silk-rose-petals',
      category: 'decor',
      brand: 'orchidSelect',
      shape: 'heart',
      name: { zh: '仿真玫瑰花瓣', 'zh-TW': '仿真玫瑰花瓣', en: 'Silk Rose Petals', ja: 'シルクローズペタル', ko: '실크 장미 꽃잎', ru: 'Шёлковые лепестки роз', ar: 'بتلات ورد حريرية', id: 'Kelopak Mawar Sutra', th: 'กลีบกุหลาบผ้าไหม', vi: 'Cánh hoa hồng lụa' },
      intro: {
        zh: '1000 片柔软的仿真丝质花瓣，撒在床上、浴缸边或餐桌上，几分钟就能布置出一个惊喜。',
        en: 'A thousand soft silk-like petals to scatter on the bed, around the bath or across the table: a surprise set up in minutes.',
      },
      points: {
        zh: ['1000 片装', '不褪色，可重复使用', '三种颜色可选'],
        en: ['1,000 petals', 'Colourfast and reusable', 'Three colours to choose from'],
      },
      price: 2900, market: 3900, member: false, sales: 12600, thirdParty: true,
      specs: [['colour', ['rose', 'burgundy', 'ivory']]],
    },
    {
      key: 'flameless-candles',
      category: 'decor',
      brand: 'orchidSelect',
      shape: 'candle',
      name: { zh: '无焰 LED 蜡烛套装', 'zh-TW': '無焰 LED 蠟燭套裝', en: 'Flameless LED Candle Set', ja: '火を使わないLEDキャンドルセット', ko: '무불꽃 LED 캔들 세트', ru: 'Набор беспламенных LED-свечей', ar: 'طقم شموع LED بلا لهب', id: 'Set Lilin LED Tanpa Api', th: 'ชุดเทียน LED ไร้เปลวไฟ', vi: 'Bộ nến LED không lửa' },
      intro: {
        zh: '真蜡外壳配摇曳的 LED 火焰，带遥控器与定时功能，营造烛光氛围，又不必担心明火。',
        en: 'Real wax shells with flickering LED flames, a remote and a timer: candlelight atmosphere without an open flame.',
      },
      points: {
        zh: ['真蜡外壳，光影自然', '遥控及 4/8 小时定时', '电池供电，可用约 200 小时'],
        en: ['Real wax shells for a natural glow', 'Remote control and 4/8-hour timer', 'Battery-powered, about 200 hours'],
      },
      price: 9900, market: 13900, sale: 7900, sales: 5290, offShelf: true,
      specs: [['pack', ['p3', 'p6']]],
      skuPrices: [null, 16900],
    },
  ],
};
