import type { Text } from './types.ts';

/** Series names the synthetic catalogue puts after a demo goods' name. */
export const SERIES: readonly Text[] = [
  { zh: '月光', 'zh-TW': '月光', en: 'Moonlight', ja: 'ムーンライト', ko: '문라이트', ru: 'Лунный свет', ar: 'ضوء القمر', id: 'Cahaya Bulan', th: 'แสงจันทร์', vi: 'Ánh trăng' },
  { zh: '丝绒', 'zh-TW': '絲絨', en: 'Velvet', ja: 'ベルベット', ko: '벨벳', ru: 'Бархат', ar: 'المخمل', id: 'Beludru', th: 'กำมะหยี่', vi: 'Nhung' },
  { zh: '花园', 'zh-TW': '花園', en: 'Garden', ja: 'ガーデン', ko: '가든', ru: 'Сад', ar: 'الحديقة', id: 'Taman', th: 'สวนดอกไม้', vi: 'Khu vườn' },
  { zh: '晨曦', 'zh-TW': '晨曦', en: 'Dawn', ja: '夜明け', ko: '새벽', ru: 'Рассвет', ar: 'الفجر', id: 'Fajar', th: 'รุ่งอรุณ', vi: 'Bình minh' },
  { zh: '琥珀', 'zh-TW': '琥珀', en: 'Amber', ja: 'アンバー', ko: '앰버', ru: 'Янтарь', ar: 'الكهرمان', id: 'Amber', th: 'อำพัน', vi: 'Hổ phách' },
  { zh: '珍珠', 'zh-TW': '珍珠', en: 'Pearl', ja: 'パール', ko: '펄', ru: 'Жемчуг', ar: 'اللؤلؤ', id: 'Mutiara', th: 'ไข่มุก', vi: 'Ngọc trai' },
  { zh: '微风', 'zh-TW': '微風', en: 'Breeze', ja: 'そよ風', ko: '산들바람', ru: 'Бриз', ar: 'النسيم', id: 'Semilir', th: 'สายลม', vi: 'Gió nhẹ' },
  { zh: '星光', 'zh-TW': '星光', en: 'Starlight', ja: 'スターライト', ko: '별빛', ru: 'Звёздный свет', ar: 'ضوء النجوم', id: 'Cahaya Bintang', th: 'แสงดาว', vi: 'Ánh sao' },
  { zh: '暮色', 'zh-TW': '暮色', en: 'Twilight', ja: 'トワイライト', ko: '황혼', ru: 'Сумерки', ar: 'الغسق', id: 'Senja', th: 'สนธยา', vi: 'Hoàng hôn' },
  { zh: '珊瑚', 'zh-TW': '珊瑚', en: 'Coral', ja: 'コーラル', ko: '코랄', ru: 'Коралл', ar: 'المرجان', id: 'Koral', th: 'ปะการัง', vi: 'San hô' },
  { zh: '翡翠', 'zh-TW': '翡翠', en: 'Jade', ja: 'ジェイド', ko: '제이드', ru: 'Нефрит', ar: 'اليشم', id: 'Giok', th: 'หยก', vi: 'Ngọc bích' },
  { zh: '云朵', 'zh-TW': '雲朵', en: 'Cloud', ja: 'クラウド', ko: '구름', ru: 'Облако', ar: 'السحاب', id: 'Awan', th: 'ปุยเมฆ', vi: 'Mây trắng' },
  { zh: '樱花', 'zh-TW': '櫻花', en: 'Sakura', ja: '桜', ko: '벚꽃', ru: 'Сакура', ar: 'زهر الكرز', id: 'Sakura', th: 'ซากุระ', vi: 'Hoa anh đào' },
  { zh: '海盐', 'zh-TW': '海鹽', en: 'Sea Salt', ja: 'シーソルト', ko: '씨솔트', ru: 'Морская соль', ar: 'ملح البحر', id: 'Garam Laut', th: 'เกลือทะเล', vi: 'Muối biển' },
  { zh: '玫瑰金', 'zh-TW': '玫瑰金', en: 'Rose Gold', ja: 'ローズゴールド', ko: '로즈골드', ru: 'Розовое золото', ar: 'الذهب الوردي', id: 'Rose Gold', th: 'โรสโกลด์', vi: 'Vàng hồng' },
  { zh: '午夜', 'zh-TW': '午夜', en: 'Midnight', ja: 'ミッドナイト', ko: '미드나잇', ru: 'Полночь', ar: 'منتصف الليل', id: 'Tengah Malam', th: 'เที่ยงคืน', vi: 'Nửa đêm' },
];

/** Editions that close a synthetic name. */
export const EDITIONS: readonly Text[] = [
  { zh: '经典版', 'zh-TW': '經典版', en: 'Classic Edition', ja: 'クラシック版', ko: '클래식 에디션', ru: 'Классическое издание', ar: 'الإصدار الكلاسيكي', id: 'Edisi Klasik', th: 'รุ่นคลาสสิก', vi: 'Phiên bản cổ điển' },
  { zh: '典藏版', 'zh-TW': '典藏版', en: 'Signature Edition', ja: 'シグネチャー版', ko: '시그니처 에디션', ru: 'Фирменное издание', ar: 'الإصدار المميز', id: 'Edisi Signature', th: 'รุ่นซิกเนเจอร์', vi: 'Phiên bản đặc trưng' },
  { zh: '限定版', 'zh-TW': '限定版', en: 'Limited Edition', ja: '限定版', ko: '한정판', ru: 'Ограниченное издание', ar: 'إصدار محدود', id: 'Edisi Terbatas', th: 'รุ่นลิมิเต็ด', vi: 'Phiên bản giới hạn' },
  { zh: '旅行版', 'zh-TW': '旅行版', en: 'Travel Edition', ja: 'トラベル版', ko: '트래블 에디션', ru: 'Дорожное издание', ar: 'إصدار السفر', id: 'Edisi Perjalanan', th: 'รุ่นพกพา', vi: 'Phiên bản du lịch' },
  { zh: '礼盒版', 'zh-TW': '禮盒版', en: 'Gift Edition', ja: 'ギフト版', ko: '기프트 에디션', ru: 'Подарочное издание', ar: 'إصدار الهدايا', id: 'Edisi Hadiah', th: 'รุ่นกล่องของขวัญ', vi: 'Phiên bản quà tặng' },
  { zh: '尊享版', 'zh-TW': '尊享版', en: 'Deluxe Edition', ja: 'デラックス版', ko: '디럭스 에디션', ru: 'Люкс-издание', ar: 'الإصدار الفاخر', id: 'Edisi Deluxe', th: 'รุ่นดีลักซ์', vi: 'Phiên bản cao cấp' },
  { zh: '基础版', 'zh-TW': '基礎版', en: 'Essential Edition', ja: 'エッセンシャル版', ko: '에센셜 에디션', ru: 'Базовое издание', ar: 'الإصدار الأساسي', id: 'Edisi Esensial', th: 'รุ่นเอสเซนเชียล', vi: 'Phiên bản cơ bản' },
  { zh: '周年纪念版', 'zh-TW': '週年紀念版', en: 'Anniversary Edition', ja: 'アニバーサリー版', ko: '기념일 에디션', ru: 'Юбилейное издание', ar: 'إصدار الذكرى السنوية', id: 'Edisi Ulang Tahun', th: 'รุ่นฉลองครบรอบ', vi: 'Phiên bản kỷ niệm' },
];
