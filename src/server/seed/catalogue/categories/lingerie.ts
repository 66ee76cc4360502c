import type { CategoryFile } from '../types.ts';

export const lingerie: CategoryFile = {
  key: 'lingerie',
  code: 'LS',
  names: { zh: '内衣睡衣', 'zh-TW': '內衣睡衣', en: 'Lingerie & Sleepwear', ja: 'ランジェリー＆ナイトウェア', ko: '란제리 & 잠옷', ru: 'Бельё и одежда для сна', ar: 'الملابس الداخلية وملابس النوم', id: 'Lingerie & Baju Tidur', th: 'ชุดชั้นในและชุดนอน', vi: 'Đồ lót & Đồ ngủ' },
  shape: 'garment',
  returnable: true,
  children: [
    { key: 'laceLingerie', names: { zh: '蕾丝内衣', 'zh-TW': '蕾絲內衣', en: 'Lace Lingerie', ja: 'レースランジェリー', ko: '레이스 란제리', ru: 'Кружевное бельё', ar: 'ملابس داخلية من الدانتيل', id: 'Lingerie Renda', th: 'ชุดชั้นในลูกไม้', vi: 'Đồ lót ren' } },
    { key: 'sleepwear', names: { zh: '睡衣睡裙', 'zh-TW': '睡衣睡裙', en: 'Sleepwear', ja: 'ナイトウェア', ko: '잠옷', ru: 'Одежда для сна', ar: 'ملابس النوم', id: 'Baju Tidur', th: 'ชุดนอน', vi: 'Đồ ngủ' } },
    { key: 'robes', names: { zh: '晨袍浴袍', 'zh-TW': '晨袍浴袍', en: 'Robes', ja: 'ガウン', ko: '로브', ru: 'Халаты', ar: 'أرواب', id: 'Jubah', th: 'เสื้อคลุม', vi: 'Áo choàng' } },
  ],
  care: {
    zh: '建议手洗，或装入洗衣袋以轻柔模式机洗，水温不超过 30°C。真丝面料请使用中性洗涤剂，阴干，避免暴晒与拧绞。未穿着、吊牌完好的商品支持七天无理由退换。',
    en: 'Hand-wash, or machine-wash on a gentle cycle in a laundry bag at no more than 30 °C. Use a neutral detergent for silk, dry it in the shade and do not wring. Unworn items with their tags attached may be returned within seven days.',
  },
  goods: [
    {
      key: 'french-lace-bralette',
      category: 'laceLingerie',
      brand: 'velvetLune',
      name: { zh: '法式蕾丝无钢圈内衣套装', 'zh-TW': '法式蕾絲無鋼圈內衣套裝', en: 'French Lace Bralette Set', ja: 'フレンチレース ブラレットセット', ko: '프렌치 레이스 브라렛 세트', ru: 'Комплект с кружевным бралеттом', ar: 'طقم صدرية من الدانتيل الفرنسي', id: 'Set Bralette Renda Prancis', th: 'ชุดบราเลตต์ลูกไม้ฝรั่งเศส', vi: 'Bộ bralette ren Pháp' },
      intro: {
        zh: '轻薄的法式蕾丝搭配柔软内衬，无钢圈设计贴合而不束缚，从清晨到夜晚都舒适自在。',
        en: 'Delicate French lace over a soft lining. With no underwire it fits closely without constraint, comfortable from morning to night.',
      },
      points: {
        zh: ['无钢圈，柔软无压迫', '可调节肩带与三排背扣', '含同色系内裤'],
        en: ['Wire-free, soft and never tight', 'Adjustable straps and a three-row hook closure', 'Matching briefs included'],
      },
      price: 22900, market: 32900, sale: 19900, sales: 5120, free: true, flags: ['hot'],
      specs: [['colour', ['black', 'rose', 'ivory']], ['size', ['S', 'M', 'L']]],
    },
    {
      key: 'satin-cami-set',
      category: 'laceLingerie',
      brand: 'velvetLune',
      name: { zh: '缎面吊带短裤套装', 'zh-TW': '緞面吊帶短褲套裝', en: 'Satin Camisole & Shorts Set', ja: 'サテン キャミソール＆ショーツセット', ko: '새틴 캐미솔 & 쇼츠 세트', ru: 'Атласный комплект: топ и шорты', ar: 'طقم قميص وشورت من الساتان', id: 'Set Kamisol & Celana Pendek Satin', th: 'ชุดเสื้อสายเดี่ยวและกางเกงขาสั้นซาติน', vi: 'Bộ áo hai dây & quần short sa tanh' },
      intro: {
        zh: '柔亮缎面配蕾丝滚边，吊带可调节，宽松短裤不勒腰，是夏夜里轻盈又精致的选择。',
        en: 'Lustrous satin trimmed with lace, adjustable straps and relaxed shorts that never pinch: light and elegant for summer nights.',
      },
      points: {
        zh: ['垂坠缎面，亲肤顺滑', '松紧腰头，不勒不紧', '蕾丝滚边，精致细腻'],
        en: ['Fluid satin, smooth against the skin', 'Elastic waist that never pinches', 'Fine lace trim'],
      },
      price: 15900, market: 21900, sales: 3380, flags: ['new'],
      specs: [['colour', ['champagne', 'black', 'lilac']], ['size', ['S', 'M', 'L', 'XL']]],
    },
    {
      key: 'lace-bodysuit',
      category: 'laceLingerie',
      brand: 'velvetLune',
      name: { zh: '蕾丝连体衣', 'zh-TW': '蕾絲連身衣', en: 'Lace Bodysuit', ja: 'レースボディスーツ', ko: '레이스 바디수트', ru: 'Кружевное боди', ar: 'بدلة جسم من الدانتيل', id: 'Bodysuit Renda', th: 'บอดี้สูทลูกไม้', vi: 'Bodysuit ren' },
      intro: {
        zh: '通身花卉蕾丝，线条简洁，既可作为内衣，也能搭配西装外套或半身裙出门。',
        en: 'Floral lace from neckline to hem with clean lines: wear it as lingerie, or under a blazer or with a skirt for an evening out.',
      },
      points: {
        zh: ['弹力蕾丝，贴合身形', '底部按扣开合，穿脱方便', '可内穿，也可外搭'],
        en: ['Stretch lace that follows your shape', 'Snap closure for easy dressing', 'Works as lingerie or as outerwear'],
      },
      price: 26900, market: 35900, sales: 1460,
      specs: [['colour', ['black', 'burgundy']], ['size', ['S', 'M', 'L']]],
    },
    {
      key: 'silk-slip-nightdress',
      category: 'sleepwear',
      brand: 'velvetLune',
      name: { zh: '真丝吊带睡裙', 'zh-TW': '真絲吊帶睡裙', en: 'Silk Slip Nightdress', ja: 'シルク スリップナイトドレス', ko: '실크 슬립 나이트드레스', ru: 'Шёлковая ночная сорочка', ar: 'قميص نوم من الحرير', id: 'Gaun Tidur Slip Sutra', th: 'ชุดนอนสายเดี่ยวผ้าไหม', vi: 'Váy ngủ hai dây lụa' },
      intro: {
        zh: '22 姆米桑蚕丝，斜裁让裙摆自然垂坠，贴肤微凉，是丝月最受欢迎的一款睡裙。',
        en: '22-momme mulberry silk, bias-cut so the hem falls naturally and feels cool against the skin: Velvet Lune’s best-loved nightdress.',
      },
      points: {
        zh: ['22 姆米重磅真丝', '斜裁设计，垂感优雅', '肩带可调节'],
        en: ['Heavy 22-momme silk', 'Bias cut for an elegant drape', 'Adjustable straps'],
      },
      price: 59900, market: 79900, sales: 2890, free: true, flags: ['hot', 'recommended'],
      specs: [['colour', ['champagne', 'navy', 'rose']], ['size', ['S', 'M', 'L']]],
    },
    {
      key: 'cotton-lace-nightgown',
      category: 'sleepwear',
      brand: 'velvetLune',
      name: { zh: '纯棉蕾丝边睡裙', 'zh-TW': '純棉蕾絲邊睡裙', en: 'Cotton Nightgown with Lace Trim', ja: 'レーストリム コットンナイトガウン', ko: '레이스 트림 코튼 나이트가운', ru: 'Хлопковая сорочка с кружевом', ar: 'ثوب نوم قطني بحواف من الدانتيل', id: 'Gaun Tidur Katun Berenda', th: 'ชุดนอนผ้าฝ้ายขอบลูกไม้', vi: 'Váy ngủ cotton viền ren' },
      intro: {
        zh: '精梳长绒棉柔软透气，领口与袖口点缀细蕾丝，宽松版型，一年四季都适合。',
        en: 'Soft, breathable combed long-staple cotton with fine lace at the neckline and cuffs, in a relaxed cut for every season.',
      },
      points: {
        zh: ['A 类纯棉，亲肤透气', '宽松版型，睡姿自由', '越洗越柔软'],
        en: ['Class-A cotton, breathable and kind to skin', 'Relaxed cut for free movement', 'Softer with every wash'],
      },
      price: 16900, market: 22900, sales: 4210,
      specs: [['colour', ['ivory', 'lilac']], ['size', ['M', 'L', 'XL']]],
    },
    {
      key: 'satin-pyjama-set',
      category: 'sleepwear',
      brand: 'velvetLune',
      name: { zh: '冰丝长袖睡衣套装', 'zh-TW': '冰絲長袖睡衣套裝', en: 'Satin Long-Sleeve Pyjama Set', ja: 'サテン長袖パジャマセット', ko: '새틴 긴소매 파자마 세트', ru: 'Атласная пижама с длинным рукавом', ar: 'طقم بيجاما ساتان بأكمام طويلة', id: 'Set Piyama Satin Lengan Panjang', th: 'ชุดนอนซาตินแขนยาว', vi: 'Bộ pyjama sa tanh dài tay' },
      intro: {
        zh: '经典翻领搭配滚边细节，冰丝面料凉滑垂顺；有男女尺码，可以选一对情侣款，居家旅行都合适。',
        en: 'A classic notch collar with piped edges, in cool, fluid satin. With sizes for him and her you can choose a matching pair, at home or on the road.',
      },
      points: {
        zh: ['冰丝面料，凉爽顺滑', '贝壳纹纽扣，做工细致', '男女尺码齐全，可选情侣款'],
        en: ['Cool, smooth satin', 'Shell-effect buttons and careful finishing', 'Sizes for him and her: make it a pair'],
      },
      price: 25900, market: 33900, sale: 21900, sales: 3050, free: true, flags: ['recommended'],
      specs: [['colour', ['navy', 'champagne', 'burgundy']], ['size', ['S', 'M', 'L', 'XL']]],
    },
    {
      key: 'silk-kimono-robe',
      category: 'robes',
      brand: 'velvetLune',
      name: { zh: '桑蚕丝和风晨袍', 'zh-TW': '桑蠶絲和風晨袍', en: 'Mulberry Silk Kimono Robe', ja: 'シルク着物ガウン', ko: '실크 기모노 로브', ru: 'Шёлковый халат-кимоно', ar: 'روب كيمونو من حرير التوت', id: 'Jubah Kimono Sutra Murbei', th: 'เสื้อคลุมกิโมโนผ้าไหม', vi: 'Áo choàng kimono lụa tơ tằm' },
      intro: {
        zh: '19 姆米真丝与宽袖和风剪裁，系带收腰，轻轻披上就是一份慵懒的优雅。礼盒包装，适合作为纪念日礼物。',
        en: '19-momme silk in a wide-sleeved kimono cut with a tie belt: slip it on for easy elegance. It arrives in a gift box, ready for an anniversary.',
      },
      points: {
        zh: ['100% 桑蚕丝', '内侧双系带，不易松散', '附赠礼盒与手写卡片'],
        en: ['100% mulberry silk', 'Inner ties keep it closed', 'Gift box and handwritten card included'],
      },
      price: 89900, market: 119900, sales: 980, free: true,
      specs: [['colour', ['champagne', 'navy', 'rose']], ['size', ['one']]],
    },
    {
      key: 'velvet-long-robe',
      category: 'robes',
      brand: 'velvetLune',
      name: { zh: '丝绒长款晨袍', 'zh-TW': '絲絨長款晨袍', en: 'Velvet Long Robe', ja: 'ベルベット ロングガウン', ko: '벨벳 롱 로브', ru: 'Длинный бархатный халат', ar: 'روب طويل من المخمل', id: 'Jubah Panjang Beludru', th: 'เสื้อคลุมยาวกำมะหยี่', vi: 'Áo choàng nhung dáng dài' },
      intro: {
        zh: '厚实柔软的丝绒面料配以青果领，长度及踝，冬夜里像被温柔地拥抱着。',
        en: 'Thick, soft velvet with a shawl collar and an ankle-length cut, like a gentle hug on winter nights.',
      },
      points: {
        zh: ['加厚丝绒，保暖亲肤', '两侧口袋，实用方便', '可机洗，不易起球'],
        en: ['Thick velvet, warm and soft', 'Two handy side pockets', 'Machine-washable and resists pilling'],
      },
      price: 32900, market: 42900, sales: 1720, thirdParty: true, flags: ['new'],
      specs: [['colour', ['burgundy', 'navy', 'purple']], ['size', ['M', 'L']]],
    },
  ],
};
