import type { CategoryFile } from '../types.ts';

export const games: CategoryFile = {
  key: 'games',
  code: 'CG',
  names: { zh: '情侣游戏', 'zh-TW': '情侶遊戲', en: 'Couples’ Games', ja: 'カップルゲーム', ko: '커플 게임', ru: 'Игры для пар', ar: 'ألعاب للأزواج', id: 'Permainan Pasangan', th: 'เกมสำหรับคู่รัก', vi: 'Trò chơi cho cặp đôi' },
  shape: 'cards',
  returnable: true,
  children: [
    { key: 'cardGames', names: { zh: '卡牌游戏', 'zh-TW': '卡牌遊戲', en: 'Card Games', ja: 'カードゲーム', ko: '카드 게임', ru: 'Карточные игры', ar: 'ألعاب الورق', id: 'Permainan Kartu', th: 'เกมการ์ด', vi: 'Trò chơi bài' } },
    { key: 'boardGames', names: { zh: '桌游与骰子', 'zh-TW': '桌遊與骰子', en: 'Board & Dice Games', ja: 'ボード＆ダイスゲーム', ko: '보드 & 주사위 게임', ru: 'Настольные игры и кубики', ar: 'ألعاب اللوح والنرد', id: 'Permainan Papan & Dadu', th: 'บอร์ดเกมและลูกเต๋า', vi: 'Board game & xúc xắc' } },
  ],
  care: {
    zh: '卡牌采用加厚哑光纸并覆防水膜，可用干布擦拭；请远离明火与潮湿环境。游戏为成年伴侣设计，节奏由你们决定，随时可以暂停。',
    en: 'Cards are printed on thick matte stock with a water-resistant finish; wipe them with a dry cloth and keep them away from flames and damp. The games are made for adult couples: you set the pace and can pause at any time.',
  },
  goods: [
    {
      key: '365-questions',
      category: 'cardGames',
      brand: 'twofold',
      name: { zh: '双人 365 问卡牌', 'zh-TW': '雙人 365 問卡牌', en: '365 Questions for Two', ja: 'ふたりの365の質問カード', ko: '둘을 위한 365 질문 카드', ru: '365 вопросов для двоих', ar: '365 سؤالًا لشخصين', id: '365 Pertanyaan untuk Berdua', th: '365 คำถามสำหรับสองคน', vi: '365 câu hỏi cho hai người' },
      intro: {
        zh: '一天一问，一年 365 张卡片。从童年回忆到未来计划，帮你们在日常里发现彼此的新一面。',
        en: 'One question a day, 365 cards a year. From childhood memories to plans for the future, they help you find new sides of each other in everyday life.',
      },
      points: {
        zh: ['三个深度等级，循序渐进', '心理咨询师参与编写', '附记录手册，留住你们的答案'],
        en: ['Three depth levels that build gently', 'Written with counsellors', 'A journal to keep your answers'],
      },
      price: 6900, market: 9900, sales: 12400, free: true, flags: ['hot', 'recommended'],
      specs: [['edition', ['standard', 'deluxe']]],
      skuPrices: [null, 9900],
    },
    {
      key: 'date-night-cards',
      category: 'cardGames',
      brand: 'twofold',
      name: { zh: '约会之夜灵感卡', 'zh-TW': '約會之夜靈感卡', en: 'Date Night Idea Cards', ja: 'デートナイト アイデアカード', ko: '데이트 나이트 아이디어 카드', ru: 'Карточки идей для свиданий', ar: 'بطاقات أفكار لليلة موعد', id: 'Kartu Ide Kencan Malam', th: 'การ์ดไอเดียเดทไนท์', vi: 'Thẻ ý tưởng hẹn hò' },
      intro: {
        zh: '50 张约会灵感卡，分为居家、户外与惊喜三类，刮开涂层才揭晓内容，让每一次约会都有新鲜感。',
        en: 'Fifty date ideas in three kinds (at home, outdoors and surprises) hidden under a scratch-off layer, so every date feels new.',
      },
      points: {
        zh: ['刮刮卡设计，揭晓更有趣', '预算与时长一目了然', '适合纪念日与周末'],
        en: ['Scratch-off cards for a fun reveal', 'Budget and time on every card', 'Perfect for anniversaries and weekends'],
      },
      price: 5900, market: 7900, sale: 4900, sales: 8630,
      specs: [['edition', ['standard']]],
    },
    {
      key: 'love-languages-game',
      category: 'cardGames',
      brand: 'twofold',
      name: { zh: '爱的语言卡牌游戏', 'zh-TW': '愛的語言卡牌遊戲', en: 'Love Languages Card Game', ja: '愛の言語カードゲーム', ko: '사랑의 언어 카드 게임', ru: 'Карточная игра «Языки любви»', ar: 'لعبة بطاقات لغات الحب', id: 'Permainan Kartu Bahasa Cinta', th: 'เกมการ์ดภาษารัก', vi: 'Trò chơi bài Ngôn ngữ tình yêu' },
      intro: {
        zh: '通过轻松的问答与小任务，了解对方更在意言语、陪伴、礼物、服务还是拥抱，学会用对方听得懂的方式表达爱。',
        en: 'Light questions and small tasks reveal whether your partner values words, time, gifts, acts of service or touch, so you can show love in the way they understand best.',
      },
      points: {
        zh: ['五种爱的语言，各 20 张卡', '每局约 20 分钟', '附结果解读手册'],
        en: ['Five love languages, 20 cards each', 'About 20 minutes a round', 'Booklet to read your results'],
      },
      price: 7900, market: 9900, sales: 5340,
      specs: [['edition', ['standard', 'travel']]],
      skuPrices: [null, 4900],
    },
    {
      key: 'truth-or-tender',
      category: 'cardGames',
      brand: 'twofold',
      name: { zh: '真心话温柔版卡牌', 'zh-TW': '真心話溫柔版卡牌', en: 'Truth or Tender Cards', ja: '本音トークカード やさしい版', ko: '진심 토크 카드 다정한 에디션', ru: 'Карточки «Правда или нежность»', ar: 'بطاقات الصراحة أو الحنان', id: 'Kartu Jujur atau Mesra', th: 'การ์ดความจริงหรือความอ่อนโยน', vi: 'Thẻ Thật lòng hay Dịu dàng' },
      intro: {
        zh: '经典真心话游戏的情侣改编版：要么坦白回答一个问题，要么完成一个温柔的小举动，比如一个拥抱或一句赞美。',
        en: 'A couples’ take on the classic truth game: answer one question honestly, or do something tender instead, like a hug or a compliment.',
      },
      points: {
        zh: ['100 张问题卡与 50 张行动卡', '内容温和，适合刚在一起的情侣', '磁吸翻盖收纳盒'],
        en: ['100 question cards and 50 action cards', 'Gentle content, good for new couples', 'Magnetic flip-top box'],
      },
      price: 6900, market: 8900, sales: 3920,
      specs: [['edition', ['standard']]],
    },
    {
      key: 'love-coupon-book',
      category: 'cardGames',
      brand: 'twofold',
      shape: 'cards',
      name: { zh: '爱的兑换券', 'zh-TW': '愛的兌換券', en: 'Love Coupon Book', ja: 'ラブクーポンブック', ko: '러브 쿠폰북', ru: 'Книжка «Купоны любви»', ar: 'دفتر قسائم الحب', id: 'Buku Kupon Cinta', th: 'สมุดคูปองความรัก', vi: 'Sổ phiếu tình yêu' },
      intro: {
        zh: '30 张可撕下的兑换券：一份床边早餐、一次按摩、今晚的电影由你来选……还留有空白券，写下只属于你们的约定。',
        en: 'Thirty tear-out coupons (breakfast in bed, a massage, tonight’s film is your pick) plus blank ones for promises only you two share.',
      },
      points: {
        zh: ['30 张兑换券，其中 10 张空白', '烫金封面，适合送礼', '小巧便携'],
        en: ['30 coupons, 10 of them blank', 'Gold-foil cover, ready to give', 'Small enough to carry anywhere'],
      },
      price: 2900, market: 3900, member: false, sales: 9870, flags: ['new'],
      specs: [['edition', ['standard']]],
    },
    {
      key: 'massage-dice',
      category: 'boardGames',
      brand: 'twofold',
      shape: 'dice',
      name: { zh: '按摩骰子套装', 'zh-TW': '按摩骰子套裝', en: 'Massage Dice Set', ja: 'マッサージダイスセット', ko: '마사지 주사위 세트', ru: 'Набор кубиков для массажа', ar: 'طقم نرد التدليك', id: 'Set Dadu Pijat', th: 'ชุดลูกเต๋านวด', vi: 'Bộ xúc xắc massage' },
      intro: {
        zh: '一颗骰子决定部位，一颗决定手法，再配上计时沙漏，让按摩多一点随机的乐趣。',
        en: 'One die picks the area, the other the technique, and a little sand timer keeps time: a massage with a playful twist.',
      },
      points: {
        zh: ['榉木骰子，激光雕刻图案', '附一分钟与三分钟沙漏', '可搭配按摩油使用'],
        en: ['Beechwood dice with laser-engraved symbols', 'One- and three-minute sand timers', 'Pairs well with a massage oil'],
      },
      price: 4900, market: 6900, sales: 6210,
      specs: [['edition', ['standard', 'deluxe']]],
      skuPrices: [null, 7900],
    },
    {
      key: 'heartbeat-journey',
      category: 'boardGames',
      brand: 'twofold',
      shape: 'dice',
      name: { zh: '心动旅程双人桌游', 'zh-TW': '心動旅程雙人桌遊', en: 'Heartbeat Journey Board Game', ja: 'ハートビート・ジャーニー ボードゲーム', ko: '하트비트 저니 보드게임', ru: 'Настольная игра «Путешествие сердец»', ar: 'لعبة اللوح رحلة نبض القلب', id: 'Permainan Papan Heartbeat Journey', th: 'บอร์ดเกมฮาร์ตบีตเจอร์นีย์', vi: 'Board game Hành trình nhịp tim' },
      intro: {
        zh: '掷骰前进，一路经过回忆站、挑战站与约定站。在游戏里回顾你们的故事，也写下接下来想一起做的事。',
        en: 'Roll and move through memory, challenge and promise stops, revisiting your story together and writing down what you want to do next.',
      },
      points: {
        zh: ['可擦写约定卡，反复使用', '每局 30–45 分钟', '专为两人设计'],
        en: ['Write-and-wipe promise cards, reusable', '30–45 minutes a game', 'Designed for exactly two players'],
      },
      price: 15900, market: 19900, sale: 12900, sales: 2140, flags: ['recommended'],
      specs: [['edition', ['standard', 'deluxe']]],
      skuPrices: [null, 19900],
    },
    {
      key: 'promise-jar',
      category: 'boardGames',
      brand: 'twofold',
      shape: 'jar',
      name: { zh: '时光胶囊约定罐', 'zh-TW': '時光膠囊約定罐', en: 'Time Capsule Promise Jar', ja: 'タイムカプセル約束ジャー', ko: '타임캡슐 약속 병', ru: 'Банка-капсула для обещаний', ar: 'جرة كبسولة الزمن للوعود', id: 'Toples Kapsul Waktu Janji', th: 'โหลแคปซูลเวลาคำสัญญา', vi: 'Hũ hẹn ước thời gian' },
      intro: {
        zh: '玻璃罐里装着 60 张空白约定卷。写下想对彼此说的话或想一起完成的心愿，约好在纪念日一起打开。',
        en: 'A glass jar holding sixty blank promise scrolls. Write what you want to tell each other or wish to do together, and open them on your anniversary.',
      },
      points: {
        zh: ['60 张牛皮纸卷与丝带', '软木塞密封', '附纪念日提醒贴纸'],
        en: ['60 kraft scrolls with ribbons', 'Cork stopper', 'Anniversary reminder stickers'],
      },
      price: 3900, market: 5900, sales: 1580, offShelf: true,
      specs: [['edition', ['standard']]],
    },
  ],
};
