import type { Locale } from '../../../lib/i18n/locales.ts';

/**
 * What demo shoppers write, by language: praise for four and five stars, a mixed word for three, a complaint
 * for one or two, and follow-ups written weeks later. Kept general (packaging, delivery, quality, value) so a
 * text fits any goods of the shop.
 */
export interface ReviewTexts {
  positive: readonly string[];
  mixed: readonly string[];
  negative: readonly string[];
  followUp: readonly string[];
}

export const REVIEW_TEXTS: Record<Locale, ReviewTexts> = {
  zh: {
    positive: [
      '包装很严实，外箱看不出是什么，快递小哥也不知道，这点很贴心。东西做工精细，和图片一模一样。',
      '第二次回购了，品质一直很稳定，用起来很舒服，没有异味，性价比很高。',
      '物流超快，前天下单今天就到了。质感比想象中好，送给另一半很喜欢！',
      '客服回复很耐心，问了好几个问题都解答得很清楚。收到后试了一下，非常满意，五星好评。',
      '材质摸起来很柔软，细节处理得很好，说明书也写得明白，第一次用也不会手忙脚乱。',
    ],
    mixed: ['整体还可以，就是比预想的小一点，价格再便宜些就更好了。', '东西中规中矩，包装不错，就是发货慢了两天。'],
    negative: ['收到的和描述有些出入，颜色偏暗，联系客服后给换了，但等了挺久。', '用了几次感觉一般，味道有点重，不太适合我。'],
    followUp: ['用了一个月再来追评：依然很好用，没有任何问题，推荐！', '追评：用了一段时间，质量经得起考验，已经推荐给朋友了。', '补充一下，清洗很方便，放了几周也没有变形。'],
  },
  'zh-TW': {
    positive: [
      '包裝很隱密，外箱完全看不出內容物，很貼心。做工細緻，跟照片一樣。',
      '出貨很快，隔天就收到了，質感比想像中好，很推薦。',
      '第二次回購，品質穩定，用起來很舒服，價格也合理。',
    ],
    mixed: ['整體還不錯，只是尺寸比預期小一些。'],
    negative: ['收到時外盒有點壓傷，東西本身還好，希望包裝能再加強。'],
    followUp: ['用了快一個月再來追評，還是很好用，沒有任何問題。', '追加：清潔很方便，放了幾週也沒有變形。'],
  },
  en: {
    positive: [
      'Arrived in a plain box with nothing on the label, exactly as promised. Well made and just like the pictures.',
      'Second time buying this. Quality is consistent, no chemical smell, and it feels lovely to use. Great value.',
      'Fast delivery, and the quality is better than I expected for the price. My partner loves it!',
      'Customer service answered all my questions patiently before I ordered. Very happy with it, five stars.',
    ],
    mixed: ['Decent overall, but a bit smaller than I imagined. Would be perfect at a slightly lower price.'],
    negative: ['Not quite what the description said; the colour is darker. Support sorted out an exchange, but it took a while.'],
    followUp: ['Coming back after a month: still works perfectly, no issues at all. Recommended.', 'Update: easy to clean and still looks brand new after several weeks.'],
  },
  ja: {
    positive: [
      '中身が分からない無地の箱で届き、安心しました。作りも丁寧で写真どおりです。',
      '注文の翌日に届きました。思っていたより質感が良く、とても満足しています。',
      'リピートです。品質が安定していて、使い心地も良いです。',
    ],
    mixed: ['全体的には悪くないですが、思ったより少し小さめでした。'],
    negative: ['香りが少し強く、自分には合いませんでした。'],
    followUp: ['1か月使ってみての追記です。今も問題なく快適に使えています。', '追記：お手入れが簡単で、数週間たっても型崩れしていません。'],
  },
  ko: {
    positive: [
      '내용물이 전혀 티 나지 않게 포장되어 와서 안심했어요. 마감도 꼼꼼하고 사진이랑 똑같아요.',
      '주문 다음 날 바로 도착했어요. 가격 대비 품질이 정말 좋아요!',
      '재구매예요. 품질이 한결같고 사용감도 편안해요.',
    ],
    mixed: ['전체적으로 괜찮은데 생각보다 크기가 조금 작아요.'],
    negative: ['향이 좀 강해서 저한테는 잘 안 맞았어요.'],
    followUp: ['한 달 써 보고 다시 남겨요. 여전히 문제없이 잘 쓰고 있어요.', '추가 후기: 세척도 쉽고 몇 주가 지나도 변형이 없어요.'],
  },
  ru: {
    positive: [
      'Пришло в неприметной коробке без надписей, как и обещали. Качество отличное, всё как на фото.',
      'Доставили на следующий день. Материал приятный, запаха нет, за такую цену — очень достойно.',
      'Беру уже второй раз, качество стабильное. Рекомендую!',
    ],
    mixed: ['В целом неплохо, но размер оказался меньше, чем я ожидала.'],
    negative: ['Аромат слишком резкий, мне не подошло.'],
    followUp: ['Пользуюсь уже месяц — всё по-прежнему отлично, никаких нареканий.', 'Дополню: легко моется и за несколько недель ничуть не деформировалось.'],
  },
  ar: {
    positive: [
      'وصل الطلب في علبة عادية لا تكشف محتواها، كما وعدوا تمامًا. الصنعة ممتازة ومطابقة للصور.',
      'التوصيل سريع جدًا والجودة أفضل مما توقعت مقابل هذا السعر. أنصح به.',
      'هذه المرة الثانية التي أشتريه فيها، الجودة ثابتة والاستخدام مريح.',
    ],
    mixed: ['جيد بشكل عام، لكنه أصغر قليلًا مما توقعت.'],
    negative: ['الرائحة قوية بعض الشيء ولم تناسبني.'],
    followUp: ['أعود بعد شهر من الاستخدام: ما زال يعمل بشكل ممتاز دون أي مشكلة.', 'إضافة: سهل التنظيف ولم يتغير شكله بعد عدة أسابيع.'],
  },
  id: {
    positive: [
      'Paketnya rapi dan polos, tidak kelihatan isinya sama sekali. Kualitasnya bagus, sama persis seperti di foto.',
      'Pengiriman cepat, besoknya sudah sampai. Bahannya lembut dan tidak berbau. Mantap!',
      'Sudah beli kedua kalinya, kualitasnya konsisten. Recommended seller.',
    ],
    mixed: ['Lumayan, tapi ukurannya sedikit lebih kecil dari yang saya kira.'],
    negative: ['Aromanya agak terlalu kuat, kurang cocok buat saya.'],
    followUp: ['Update setelah sebulan pemakaian: masih bagus dan tidak ada masalah.', 'Tambahan: gampang dibersihkan dan bentuknya tetap bagus setelah beberapa minggu.'],
  },
  th: {
    positive: [
      'แพ็กมาอย่างมิดชิด กล่องเรียบ ๆ ไม่รู้เลยว่าข้างในคืออะไร งานดี ตรงปกมากค่ะ',
      'ส่งไวมาก สั่งวันนี้ได้พรุ่งนี้ คุณภาพดีเกินราคา ประทับใจ',
      'ซื้อซ้ำเป็นรอบที่สองแล้ว คุณภาพเหมือนเดิม ใช้แล้วสบายมาก',
    ],
    mixed: ['โดยรวมโอเค แต่ขนาดเล็กกว่าที่คิดไว้นิดหน่อย'],
    negative: ['กลิ่นค่อนข้างแรง ไม่ค่อยเหมาะกับเรา'],
    followUp: ['มารีวิวเพิ่มหลังใช้ไปหนึ่งเดือน ยังใช้ได้ดีไม่มีปัญหาเลย', 'เพิ่มเติม: ทำความสะอาดง่าย ผ่านไปหลายสัปดาห์ก็ยังไม่เสียรูป'],
  },
  vi: {
    positive: [
      'Đóng gói rất kín đáo, hộp trơn không nhìn ra bên trong là gì. Hàng làm kỹ, giống hệt hình.',
      'Giao hàng nhanh, hôm sau đã nhận được. Chất lượng tốt so với giá, rất hài lòng.',
      'Mua lần thứ hai rồi, chất lượng vẫn ổn định, dùng rất thích.',
    ],
    mixed: ['Nhìn chung ổn, nhưng kích thước nhỏ hơn mình nghĩ một chút.'],
    negative: ['Mùi hơi nồng, không hợp với mình lắm.'],
    followUp: ['Quay lại đánh giá sau một tháng: vẫn dùng tốt, không có vấn đề gì.', 'Bổ sung: dễ vệ sinh, dùng mấy tuần rồi vẫn không bị biến dạng.'],
  },
};
