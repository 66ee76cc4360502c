import type { CategoryFile } from '../types.ts';

export const care: CategoryFile = {
  key: 'care',
  code: 'IC',
  names: { zh: '私密护理', 'zh-TW': '私密護理', en: 'Intimate Care', ja: 'デリケートケア', ko: '이너 케어', ru: 'Интимный уход', ar: 'العناية الحميمة', id: 'Perawatan Intim', th: 'ดูแลจุดซ่อนเร้น', vi: 'Chăm sóc vùng kín' },
  shape: 'pump',
  returnable: false,
  children: [
    { key: 'lubricants', names: { zh: '润滑凝露', 'zh-TW': '潤滑凝露', en: 'Personal Lubricants', ja: 'パーソナルジェル', ko: '퍼스널 젤', ru: 'Интимные гели', ar: 'مزلقات شخصية', id: 'Pelumas Pribadi', th: 'เจลหล่อลื่น', vi: 'Gel bôi trơn' } },
    { key: 'wash', names: { zh: '私护洗液', 'zh-TW': '私護洗液', en: 'Intimate Wash', ja: 'デリケートウォッシュ', ko: '이너 워시', ru: 'Средства для интимной гигиены', ar: 'غسول حميم', id: 'Pembersih Area Intim', th: 'ผลิตภัณฑ์ทำความสะอาดจุดซ่อนเร้น', vi: 'Dung dịch vệ sinh' } },
    { key: 'protection', names: { zh: '安全套', 'zh-TW': '保險套', en: 'Condoms', ja: 'コンドーム', ko: '콘돔', ru: 'Презервативы', ar: 'واقيات ذكرية', id: 'Kondom', th: 'ถุงยางอนามัย', vi: 'Bao cao su' } },
  ],
  care: {
    zh: '首次使用前请在手臂内侧做皮肤测试，如有不适请立即停用并咨询医生。请存放于阴凉干燥、儿童接触不到的地方，开封后建议 12 个月内用完。安全套请在有效期内使用，每只仅限使用一次。出于卫生原因，本类商品拆封后不支持退换。',
    en: 'Patch-test on the inner arm before first use, and stop at once and see a doctor if irritation occurs. Store somewhere cool and dry, out of children’s reach, and use within 12 months of opening. Use condoms before their expiry date, each one only once. For hygiene reasons, opened items in this category cannot be returned.',
  },
  goods: [
    {
      key: 'aqua-personal-gel',
      category: 'lubricants',
      brand: 'purelle',
      shape: 'tube',
      name: { zh: '水润型人体润滑凝露', 'zh-TW': '水潤型人體潤滑凝露', en: 'Aqua Water-Based Personal Gel', ja: 'アクア 水性パーソナルジェル', ko: '아쿠아 수용성 퍼스널 젤', ru: 'Интимный гель на водной основе «Аква»', ar: 'جل شخصي مائي أكوا', id: 'Gel Pribadi Berbasis Air Aqua', th: 'เจลหล่อลื่นสูตรน้ำอควา', vi: 'Gel bôi trơn gốc nước Aqua' },
      intro: {
        zh: '接近人体 pH 值的水基配方，清爽不黏腻，温水即可冲净，可与乳胶安全套及硅胶产品搭配使用。',
        en: 'A water-based formula close to the body’s natural pH. It feels fresh rather than sticky, rinses off with warm water, and is safe with latex condoms and silicone products.',
      },
      points: {
        zh: ['水基配方，易清洗', '无香精、无甘油', '兼容安全套与硅胶产品'],
        en: ['Water-based and easy to wash off', 'No fragrance, no glycerin', 'Compatible with condoms and silicone products'],
      },
      price: 5900, market: 7900, sales: 18600, free: true, flags: ['hot'],
      specs: [['capacity', ['ml50', 'ml100', 'ml200']]],
      skuPrices: [3900, null, 9900],
    },
    {
      key: 'silk-touch-glide',
      category: 'lubricants',
      brand: 'purelle',
      name: { zh: '丝滑硅基润滑液', 'zh-TW': '絲滑矽基潤滑液', en: 'Silk Touch Silicone-Based Glide', ja: 'シルクタッチ シリコーンジェル', ko: '실크 터치 실리콘 젤', ru: 'Силиконовый гель Silk Touch', ar: 'مزلق سيليكوني بلمسة الحرير', id: 'Pelumas Silikon Silk Touch', th: 'เจลหล่อลื่นซิลิโคนซิลค์ทัช', vi: 'Gel bôi trơn silicone Silk Touch' },
      intro: {
        zh: '医用级硅基配方，持久顺滑，遇水不易流失，适合在浴室中使用；一滴即可，温和无刺激。',
        en: 'A medical-grade silicone formula that stays smooth for longer and holds up in water, so it suits the bath or shower; a single drop goes a long way.',
      },
      points: {
        zh: ['持久顺滑，用量节省', '防水配方', '请勿与硅胶材质产品同时使用'],
        en: ['Long-lasting glide, economical', 'Water-resistant formula', 'Not for use with silicone products'],
      },
      price: 8900, market: 11900, sale: 7900, sales: 7420,
      specs: [['capacity', ['ml50', 'ml100']]],
      skuPrices: [5900, null],
    },
    {
      key: 'aloe-hydrating-gel',
      category: 'lubricants',
      brand: 'purelle',
      shape: 'tube',
      name: { zh: '芦荟保湿凝胶', 'zh-TW': '蘆薈保濕凝膠', en: 'Aloe Hydrating Gel', ja: 'アロエ保湿ジェル', ko: '알로에 수분 젤', ru: 'Увлажняющий гель с алоэ', ar: 'جل مرطب بالصبار', id: 'Gel Pelembap Lidah Buaya', th: 'เจลว่านหางจระเข้เพิ่มความชุ่มชื้น', vi: 'Gel dưỡng ẩm lô hội' },
      intro: {
        zh: '以有机芦荟汁为主要成分，为干燥敏感的肌肤补充水分，日常护理或亲密时刻都可以使用。',
        en: 'Based on organic aloe juice, it restores moisture to dry, sensitive skin, for daily care and intimate moments alike.',
      },
      points: {
        zh: ['有机芦荟汁含量 60%', '弱酸性，温和舒缓', '透明质地，不留残余'],
        en: ['60% organic aloe juice', 'Slightly acidic, gentle and soothing', 'Clear texture that leaves no residue'],
      },
      price: 6900, market: 8900, sales: 5230,
      specs: [['capacity', ['ml100']]],
    },
    {
      key: 'gentle-feminine-wash',
      category: 'wash',
      brand: 'purelle',
      name: { zh: '女士弱酸性私护洗液', 'zh-TW': '女士弱酸性私護洗液', en: 'Gentle pH-Balanced Feminine Wash', ja: '弱酸性フェミニンウォッシュ', ko: '약산성 여성 청결제', ru: 'Мягкое средство для интимной гигиены для женщин', ar: 'غسول نسائي لطيف متوازن الحموضة', id: 'Sabun Kewanitaan pH Seimbang', th: 'ผลิตภัณฑ์ทำความสะอาดจุดซ่อนเร้นสูตรอ่อนโยนสำหรับผู้หญิง', vi: 'Dung dịch vệ sinh phụ nữ dịu nhẹ' },
      intro: {
        zh: 'pH 4.5 弱酸性配方，添加乳酸与洋甘菊提取物，温和清洁的同时维持肌肤的自然平衡，每天使用也不干涩。',
        en: 'A pH 4.5 formula with lactic acid and chamomile extract that cleanses gently while keeping skin’s natural balance; mild enough for every day.',
      },
      points: {
        zh: ['pH 4.5，贴近私处环境', '无皂基、无香精', '泡沫细腻，易冲洗'],
        en: ['pH 4.5, matched to intimate skin', 'Soap-free and fragrance-free', 'Fine foam that rinses easily'],
      },
      price: 4900, market: 6900, sales: 15300, free: true,
      specs: [['capacity', ['ml150', 'ml250']]],
      skuPrices: [null, 6900],
    },
    {
      key: 'mens-fresh-wash',
      category: 'wash',
      brand: 'purelle',
      name: { zh: '男士清爽私护洗液', 'zh-TW': '男士清爽私護洗液', en: 'Men’s Fresh Intimate Wash', ja: 'メンズ フレッシュ デリケートウォッシュ', ko: '남성 프레시 청결제', ru: 'Освежающее средство для интимной гигиены для мужчин', ar: 'غسول حميم منعش للرجال', id: 'Sabun Area Intim Pria Segar', th: 'ผลิตภัณฑ์ทำความสะอาดจุดซ่อนเร้นสำหรับผู้ชาย', vi: 'Dung dịch vệ sinh nam mát lạnh' },
      intro: {
        zh: '薄荷与茶树精华带来清凉感，有效清洁、去除异味，运动后或日常沐浴时都可以使用。',
        en: 'Mint and tea tree extracts bring a cool, clean feeling and keep odour away, after sport or in your daily shower.',
      },
      points: {
        zh: ['薄荷清凉，清爽不紧绷', '茶树精华，持久清新', '男士专属配方'],
        en: ['Cooling mint that never leaves skin tight', 'Tea tree for lasting freshness', 'Formulated for men'],
      },
      price: 4900, market: 6900, sales: 6080,
      specs: [['capacity', ['ml150']]],
    },
    {
      key: 'intimate-wipes',
      category: 'wash',
      brand: 'purelle',
      shape: 'pouch',
      name: { zh: '私护湿巾', 'zh-TW': '私護濕巾', en: 'Intimate Care Wipes', ja: 'デリケートケアシート', ko: '이너 케어 물티슈', ru: 'Влажные салфетки для интимной гигиены', ar: 'مناديل العناية الحميمة', id: 'Tisu Basah Perawatan Intim', th: 'ทิชชู่เปียกสำหรับจุดซ่อนเร้น', vi: 'Khăn ướt vệ sinh vùng kín' },
      intro: {
        zh: '独立包装，小巧得可以放进口袋或手包，旅行、约会、运动后都能随时保持清爽。',
        en: 'Individually wrapped and small enough for a pocket or clutch, to stay fresh on a trip, on a date or after sport.',
      },
      points: {
        zh: ['独立包装，卫生便携', '无酒精，温和不刺激', '可降解无纺布'],
        en: ['Individually wrapped, hygienic and portable', 'Alcohol-free and gentle', 'Biodegradable fabric'],
      },
      price: 2900, market: 3900, sales: 11200, thirdParty: true,
      specs: [['pack', ['p12', 'p24']]],
      skuPrices: [null, 4900],
    },
    {
      key: 'ultra-thin-condoms',
      category: 'protection',
      brand: 'purelle',
      shape: 'packet',
      name: { zh: '超薄 0.03 安全套', 'zh-TW': '超薄 0.03 保險套', en: 'Ultra-Thin 0.03 Condoms', ja: '極薄 0.03 コンドーム', ko: '초박형 0.03 콘돔', ru: 'Ультратонкие презервативы 0.03', ar: 'واقيات ذكرية فائقة الرقة 0.03', id: 'Kondom Ultra Tipis 0.03', th: 'ถุงยางอนามัยบางพิเศษ 0.03', vi: 'Bao cao su siêu mỏng 0.03' },
      intro: {
        zh: '0.03 毫米超薄天然乳胶，每一只都经过电子针孔检测，贴合自然，安心可靠。',
        en: '0.03 mm ultra-thin natural latex, every one electronically tested, for a natural feel and peace of mind.',
      },
      points: {
        zh: ['每一只均经电子检测', '适量润滑，顺滑舒适', '不透明小盒，方便收纳'],
        en: ['Every condom electronically tested', 'Lightly lubricated for comfort', 'Discreet, opaque box'],
      },
      price: 5900, market: 7900, sales: 21400, free: true, flags: ['hot'],
      specs: [['pack', ['p10', 'p24']]],
      skuPrices: [null, 11900],
    },
    {
      key: 'assorted-condoms',
      category: 'protection',
      brand: 'purelle',
      shape: 'packet',
      name: { zh: '多款组合安全套', 'zh-TW': '多款組合保險套', en: 'Assorted Condom Collection', ja: 'アソートコンドームセット', ko: '어소티드 콘돔 컬렉션', ru: 'Набор презервативов ассорти', ar: 'مجموعة واقيات ذكرية متنوعة', id: 'Koleksi Kondom Aneka Jenis', th: 'ถุงยางอนามัยแบบรวมหลายแบบ', vi: 'Bộ bao cao su tổng hợp' },
      intro: {
        zh: '超薄、螺纹、持久与温感四种款式一盒装，帮你们找到最合适的那一款。',
        en: 'Four kinds in one box (ultra-thin, textured, long-lasting and warming), so you can find the one that suits you both.',
      },
      points: {
        zh: ['四种款式，一盒体验', '天然乳胶，安全认证', '附使用说明卡'],
        en: ['Four kinds in one box', 'Certified natural latex', 'Instruction card included'],
      },
      price: 7900, market: 9900, sale: 6900, sales: 9860,
      specs: [['pack', ['p12', 'p24']]],
      skuPrices: [null, 13900],
    },
  ],
};
