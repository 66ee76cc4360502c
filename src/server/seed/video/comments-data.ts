import type { Locale } from '../../../lib/i18n/locales.ts';

/**
 * What demo shoppers wrote under each demo video, by video key: questions about the goods, a word that the
 * video helped, and answers from other viewers. Each in the language of the shopper who wrote it.
 */
export interface DemoComment {
  locale: Locale;
  text: string;
  replies?: readonly { locale: Locale; text: string }[];
}

export const DEMO_VIDEO_COMMENTS: Readonly<Record<string, readonly DemoComment[]>> = {
  'lavender-evening': [
    { locale: 'zh', text: '这个按摩油是什么味道的？薰衣草味会不会很冲？', replies: [{ locale: 'zh', text: '我买过，味道很淡，不刺鼻，睡前用刚好。' }] },
    { locale: 'en', text: 'The candle and the oil together look so cosy. Is the oil fine for sensitive skin?' },
  ],
  'candle-glow': [
    { locale: 'zh', text: '原来蜡烛熄灭后要等一会儿再倒，之前直接倒有点烫，学到了。' },
    { locale: 'ja', text: 'このキャンドルは何時間くらい灯せますか？', replies: [{ locale: 'ja', text: 'うちのは20時間くらい持ちましたよ。' }] },
    { locale: 'ru', text: 'Не знала, что воск потом можно использовать как масло. Попробую на выходных.' },
  ],
  'rose-bath': [
    {
      locale: 'zh',
      text: '泡澡球会不会把浴缸染色？',
      replies: [
        { locale: 'zh', text: '不会，我用了三个了，冲一下就干净。' },
        { locale: 'zh-TW', text: '花瓣記得撈起來，不然會卡在排水孔。' },
      ],
    },
    { locale: 'ko', text: '영상 보고 바로 주문했어요. 향이 정말 은은해요.' },
    { locale: 'en', text: 'The 38–40 °C tip helps, mine always fizzed away too fast in very hot water.' },
    { locale: 'th', text: 'กลิ่นกุหลาบแรงไหมคะ', replies: [{ locale: 'th', text: 'ไม่แรงค่ะ หอมอ่อน ๆ กำลังดี' }] },
  ],
  'silk-sleep': [
    { locale: 'zh', text: '眼罩的松紧带可以调吗？我头比较大。', replies: [{ locale: 'zh', text: '可以调的，视频里有演示，我戴一整晚也不勒。' }] },
    { locale: 'vi', text: 'Mình đeo cả đêm mà không bị hằn quanh mắt, rất đáng tiền.' },
  ],
  'date-night': [
    { locale: 'zh', text: '卡片是中文的吗？想送给男朋友。', replies: [{ locale: 'zh', text: '正反面有中英文，我买的就是这款。' }] },
    { locale: 'en', text: 'We did the indoor picnic card last Friday. Ten out of ten.', replies: [{ locale: 'en', text: 'Same here! The cooking one was chaos, but fun chaos.' }] },
    { locale: 'id', text: 'Dadunya dari bahan apa? Kelihatannya lucu.' },
    { locale: 'ar', text: 'فكرة جميلة لليلة هادئة في البيت.' },
    { locale: 'ja', text: 'カードは全部で何枚入っていますか？' },
  ],
  anniversary: [
    {
      locale: 'zh',
      text: '包装真的看不出里面是什么吗？寄到公司会不会尴尬？',
      replies: [
        { locale: 'zh', text: '完全看不出来，外面就是普通的纸箱。' },
        { locale: 'zh-TW', text: '我也是寄到公司，同事還以為是零食。' },
      ],
    },
    { locale: 'en', text: 'Bought this for our fifth anniversary after watching. The ribbon is even prettier in person.' },
    { locale: 'ko', text: '카드에 직접 메시지를 쓸 수 있나요?' },
  ],
  'silk-robe': [
    { locale: 'zh', text: '一米六五穿会不会太长？', replies: [{ locale: 'zh', text: '我一米六二，长度到小腿，刚刚好。' }] },
    { locale: 'ja', text: '光沢がきれいですね。洗濯機で洗えますか？', replies: [{ locale: 'ja', text: '私はネットに入れて手洗いコースで洗っていますが、傷んでいません。' }] },
    { locale: 'ru', text: 'На видео ткань так переливается. Вживую так же?', replies: [{ locale: 'ru', text: 'Да, вживую даже лучше.' }] },
    { locale: 'id', text: 'Warnanya cantik sekali, cocok untuk hadiah.' },
  ],
  'neck-relief': [
    { locale: 'zh', text: '温热档最高多少度？会不会烫？', replies: [{ locale: 'zh', text: '第三档也只是暖暖的，不会烫。' }] },
    { locale: 'zh', text: '每天午休用十五分钟，肩膀轻松多了，视频里的戴法很有用。' },
    { locale: 'en', text: 'Does it need to stay plugged in while it runs, or is it cordless?', replies: [{ locale: 'en', text: 'Cordless. I charge mine about once a week.' }] },
    { locale: 'vi', text: 'Lực massage có mạnh không ạ? Mình hay bị mỏi vai.', replies: [{ locale: 'vi', text: 'Có ba chế độ, chế độ nhẹ nhất rất dễ chịu.' }] },
    { locale: 'ar', text: 'أستخدمه بعد العمل كل يوم، مريح جدًا.' },
    { locale: 'ko', text: '사무실에서 써도 소리가 크지 않나요?' },
  ],
};
