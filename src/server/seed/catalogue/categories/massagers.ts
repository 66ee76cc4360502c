import type { CategoryFile } from '../types.ts';

export const massagers: CategoryFile = {
  key: 'massagers',
  code: 'PM',
  names: { zh: '个人按摩器', 'zh-TW': '個人按摩器', en: 'Personal Massagers', ja: 'パーソナルマッサージャー', ko: '퍼스널 마사지기', ru: 'Персональные массажёры', ar: 'أجهزة تدليك شخصية', id: 'Alat Pijat Pribadi', th: 'เครื่องนวดส่วนตัว', vi: 'Máy massage cá nhân' },
  shape: 'wand',
  returnable: false,
  children: [
    { key: 'mini', names: { zh: '迷你按摩器', 'zh-TW': '迷你按摩器', en: 'Mini Massagers', ja: 'ミニマッサージャー', ko: '미니 마사지기', ru: 'Мини-массажёры', ar: 'أجهزة تدليك صغيرة', id: 'Pemijat Mini', th: 'เครื่องนวดขนาดเล็ก', vi: 'Máy massage mini' } },
    { key: 'wands', names: { zh: '棒式按摩器', 'zh-TW': '棒式按摩器', en: 'Wand Massagers', ja: 'ワンドマッサージャー', ko: '완드 마사지기', ru: 'Массажёры-жезлы', ar: 'أجهزة تدليك عصوية', id: 'Pemijat Tongkat', th: 'เครื่องนวดแบบแท่ง', vi: 'Máy massage dạng gậy' } },
    { key: 'smart', names: { zh: '智能按摩器', 'zh-TW': '智慧按摩器', en: 'Smart Massagers', ja: 'スマートマッサージャー', ko: '스마트 마사지기', ru: 'Умные массажёры', ar: 'أجهزة تدليك ذكية', id: 'Pemijat Pintar', th: 'เครื่องนวดอัจฉริยะ', vi: 'Máy massage thông minh' } },
  ],
  care: {
    zh: '首次使用前请充满电，充电时保持干燥。每次使用前后请用温水加中性皂液或专用清洁喷雾清洗，擦干后放回收纳袋。IPX7 防水款可在浴室使用，但请勿在水中充电。出于卫生原因，本类商品拆封后不支持退换。',
    en: 'Charge fully before first use and keep the device dry while charging. Clean it before and after each use with warm water and mild soap or a cleaning spray, dry it and keep it in its pouch. IPX7 models can be used in the bath, but never charge them in water. For hygiene reasons, opened items in this category cannot be returned.',
  },
  goods: [
    {
      key: 'pebble-mini',
      category: 'mini',
      brand: 'lumora',
      shape: 'pebble',
      name: { zh: '鹅卵石迷你按摩器', 'zh-TW': '鵝卵石迷你按摩器', en: 'Pebble Mini Massager', ja: 'ペブル ミニマッサージャー', ko: '페블 미니 마사지기', ru: 'Мини-массажёр «Галька»', ar: 'جهاز تدليك صغير على شكل حصاة', id: 'Pemijat Mini Pebble', th: 'เครื่องนวดมินิทรงก้อนกรวด', vi: 'Máy massage mini hình viên sỏi' },
      intro: {
        zh: '鹅卵石造型刚好握在掌心，十种振动模式，运行声音低于 40 分贝，柔软硅胶触感细腻。',
        en: 'A pebble shape that sits right in your palm, ten vibration patterns, under 40 dB when running, and soft silicone with a velvety feel.',
      },
      points: {
        zh: ['十种模式，一键切换', '静音设计，低于 40 分贝', 'IPX7 防水，可在浴室使用'],
        en: ['Ten patterns, one button', 'Quiet: under 40 dB', 'IPX7 waterproof for the bath'],
      },
      price: 19900, market: 29900, sale: 16900, sales: 9820, free: true, flags: ['hot', 'recommended'],
      specs: [['colour', ['purple', 'rose', 'mint']]],
    },
    {
      key: 'lipstick-travel',
      category: 'mini',
      brand: 'lumora',
      name: { zh: '口红造型便携按摩器', 'zh-TW': '口紅造型便攜按摩器', en: 'Lipstick Travel Massager', ja: 'リップスティック型トラベルマッサージャー', ko: '립스틱 트래블 마사지기', ru: 'Дорожный массажёр в форме помады', ar: 'جهاز تدليك للسفر على شكل أحمر شفاه', id: 'Pemijat Travel Bentuk Lipstik', th: 'เครื่องนวดพกพาทรงลิปสติก', vi: 'Máy massage du lịch dáng son môi' },
      intro: {
        zh: '外形就像一支口红，放进化妆包毫不显眼；磁吸充电，旅行锁功能防止在行李中误启动。',
        en: 'It looks just like a lipstick and disappears into a make-up bag; magnetic charging and a travel lock stop it switching on in your luggage.',
      },
      points: {
        zh: ['口红外形，隐秘便携', '旅行锁，防止误触', '磁吸 USB 充电'],
        en: ['Lipstick design, discreet and portable', 'Travel lock against accidental starts', 'Magnetic USB charging'],
      },
      price: 15900, market: 21900, sales: 7640,
      specs: [['colour', ['black', 'rose', 'champagne']]],
    },
    {
      key: 'mini-charging-case',
      category: 'mini',
      brand: 'lumora',
      shape: 'pebble',
      name: { zh: '充电仓迷你按摩器', 'zh-TW': '充電倉迷你按摩器', en: 'Mini Massager with Charging Case', ja: '充電ケース付きミニマッサージャー', ko: '충전 케이스 미니 마사지기', ru: 'Мини-массажёр с зарядным футляром', ar: 'جهاز تدليك صغير مع علبة شحن', id: 'Pemijat Mini dengan Casing Pengisi Daya', th: 'เครื่องนวดมินิพร้อมเคสชาร์จ', vi: 'Máy massage mini kèm hộp sạc' },
      intro: {
        zh: '像耳机一样放回充电仓就能充电，充电仓本身也是收纳盒，出门放进包里干净又安心。',
        en: 'Like earbuds, it charges when you drop it back into its case, and the case doubles as storage, clean and discreet in your bag.',
      },
      points: {
        zh: ['充电仓可额外充电三次', '收纳与充电二合一', '医用级硅胶'],
        en: ['The case holds three extra charges', 'Storage and charging in one', 'Medical-grade silicone'],
      },
      price: 24900, market: 32900, sales: 2760, flags: ['new'],
      specs: [['colour', ['purple', 'pearl']]],
    },
    {
      key: 'cordless-wand',
      category: 'wands',
      brand: 'lumora',
      name: { zh: '无线棒式按摩器', 'zh-TW': '無線棒式按摩器', en: 'Cordless Wand Massager', ja: 'コードレス ワンドマッサージャー', ko: '무선 완드 마사지기', ru: 'Беспроводной массажёр-жезл', ar: 'جهاز تدليك عصوي لاسلكي', id: 'Pemijat Tongkat Nirkabel', th: 'เครื่องนวดแบบแท่งไร้สาย', vi: 'Máy massage dạng gậy không dây' },
      intro: {
        zh: '柔软可弯曲的按摩头贴合肩颈与背部曲线，电机强劲而安静，充一次电可使用约两小时。',
        en: 'A soft, flexible head follows the curves of neck, shoulders and back; a strong yet quiet motor runs for about two hours on one charge.',
      },
      points: {
        zh: ['可弯曲硅胶按摩头', '五档力度、八种模式', '续航约两小时'],
        en: ['Flexible silicone head', 'Five intensities and eight patterns', 'About two hours per charge'],
      },
      price: 39900, market: 52900, sales: 5480, free: true, flags: ['recommended'],
      specs: [['colour', ['purple', 'black', 'pearl']]],
    },
    {
      key: 'warming-wand',
      category: 'wands',
      brand: 'lumora',
      name: { zh: '温感按摩棒', 'zh-TW': '溫感按摩棒', en: 'Warming Wand Massager', ja: '温感ワンドマッサージャー', ko: '온열 완드 마사지기', ru: 'Массажёр-жезл с подогревом', ar: 'جهاز تدليك عصوي بخاصية التدفئة', id: 'Pemijat Tongkat Penghangat', th: 'เครื่องนวดแบบแท่งระบบอุ่น', vi: 'Máy massage dạng gậy làm ấm' },
      intro: {
        zh: '三分钟内升温至接近体温的 40°C，温暖与舒缓的振动同时进行，寒冷的季节里尤其舒服。',
        en: 'It warms to a body-like 40 °C within three minutes, combining warmth with soothing vibration, especially welcome in the colder months.',
      },
      points: {
        zh: ['三分钟升温至 40°C', '恒温保护，安全舒适', '附丝绒收纳袋'],
        en: ['Reaches 40 °C in three minutes', 'Constant-temperature protection', 'Velvet storage pouch'],
      },
      price: 59900, market: 79900, sale: 52900, sales: 1930, flags: ['new'],
      specs: [['colour', ['burgundy', 'purple']]],
    },
    {
      key: 'signature-dual',
      category: 'wands',
      brand: 'lumora',
      name: { zh: '旗舰款双头按摩器', 'zh-TW': '旗艦款雙頭按摩器', en: 'Signature Dual-Head Massager', ja: 'シグネチャー デュアルヘッド マッサージャー', ko: '시그니처 듀얼 헤드 마사지기', ru: 'Флагманский массажёр с двумя головками', ar: 'جهاز التدليك الرائد برأسين', id: 'Pemijat Dua Kepala Signature', th: 'เครื่องนวดสองหัวรุ่นซิกเนเจอร์', vi: 'Máy massage hai đầu Signature' },
      intro: {
        zh: '露茉拉的旗舰款：两个独立电机可分别调节，握柄采用防滑磨砂硅胶，随附磁吸充电底座与礼盒。',
        en: 'Lumora’s signature piece: two independent motors you adjust separately, a grip in non-slip matte silicone, a magnetic charging dock and a gift box.',
      },
      points: {
        zh: ['双电机独立调节', '磁吸充电底座', '两年质保'],
        en: ['Two independently adjustable motors', 'Magnetic charging dock', 'Two-year warranty'],
      },
      price: 129900, market: 169900, sales: 640, free: true,
      specs: [['colour', ['purple', 'champagne']]],
    },
    {
      key: 'app-couples',
      category: 'smart',
      brand: 'lumora',
      shape: 'pebble',
      name: { zh: '蓝牙 App 情侣按摩器', 'zh-TW': '藍牙 App 情侶按摩器', en: 'App-Connected Couples’ Massager', ja: 'アプリ連動カップルマッサージャー', ko: '앱 연동 커플 마사지기', ru: 'Массажёр для пар с приложением', ar: 'جهاز تدليك للأزواج متصل بالتطبيق', id: 'Pemijat Pasangan Terhubung Aplikasi', th: 'เครื่องนวดสำหรับคู่รักเชื่อมต่อแอป', vi: 'Máy massage cặp đôi kết nối ứng dụng' },
      intro: {
        zh: '用手机 App 即可调节，并支持远程连接，即使身处两地，也能分享同一段节奏；连接端到端加密，不上传任何隐私信息。',
        en: 'Adjust it from a phone app, even remotely, so you can share the same rhythm from two cities; connections are end-to-end encrypted and no personal data is uploaded.',
      },
      points: {
        zh: ['App 调节，支持远程连接', '端到端加密，保护隐私', 'IPX7 防水'],
        en: ['App control, including long-distance', 'End-to-end encryption for privacy', 'IPX7 waterproof'],
      },
      price: 49900, market: 65900, sales: 3120, flags: ['new'],
      specs: [['colour', ['purple', 'rose']]],
    },
    {
      key: 'smart-neck-shoulder',
      category: 'smart',
      brand: 'lumora',
      shape: 'collar',
      name: { zh: '智能肩颈按摩仪', 'zh-TW': '智慧肩頸按摩儀', en: 'Smart Neck & Shoulder Massager', ja: 'スマート ネック＆ショルダーマッサージャー', ko: '스마트 목 어깨 마사지기', ru: 'Умный массажёр для шеи и плеч', ar: 'جهاز ذكي لتدليك الرقبة والكتفين', id: 'Pemijat Leher & Bahu Pintar', th: 'เครื่องนวดคอและบ่าอัจฉริยะ', vi: 'Máy massage cổ vai gáy thông minh' },
      intro: {
        zh: 'U 形设计，挂在肩上即可使用，模拟揉捏手法并带热敷功能，久坐办公之后给自己十五分钟的放松。',
        en: 'A U-shaped design that rests on your shoulders, with a kneading motion and gentle heat: fifteen minutes of relief after a long day at the desk.',
      },
      points: {
        zh: ['模拟指压揉捏', '42°C 热敷', '15 分钟自动关机'],
        en: ['Kneading that mimics fingertip pressure', 'Soothing 42 °C heat', 'Switches off after 15 minutes'],
      },
      price: 29900, market: 39900, sales: 4380, thirdParty: true,
      specs: [['colour', ['pearl', 'black']]],
    },
  ],
};
