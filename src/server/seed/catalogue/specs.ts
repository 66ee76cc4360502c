import type { Text } from './types.ts';

export interface SpecVocabulary {
  name: Text;
  values: Record<string, Text>;
}

function millilitres(n: number): Text {
  return { zh: `${n}ml`, 'zh-TW': `${n}ml`, en: `${n} ml`, ja: `${n}mL`, ko: `${n}ml`, ru: `${n} мл`, ar: `${n} مل`, id: `${n} ml`, th: `${n} มล.`, vi: `${n} ml` };
}

function grams(n: number): Text {
  return { zh: `${n}克`, 'zh-TW': `${n}克`, en: `${n} g`, ja: `${n}g`, ko: `${n}g`, ru: `${n} г`, ar: `${n} غرام`, id: `${n} gram`, th: `${n} กรัม`, vi: `${n} g` };
}

// Arabic counts take the plural from three to ten and the singular from eleven on.
function pieces(n: number): Text {
  return { zh: `${n}件装`, 'zh-TW': `${n}入`, en: `Pack of ${n}`, ja: `${n}個入り`, ko: `${n}개입`, ru: `${n} шт.`, ar: n <= 10 ? `${n} قطع` : `${n} قطعة`, id: `Isi ${n}`, th: `${n} ชิ้น`, vi: `Hộp ${n} cái` };
}

function letterSize(s: string): Text {
  return { zh: s, 'zh-TW': s, en: s, ja: s, ko: s, ru: s, ar: s, id: s, th: s, vi: s };
}

/** Every specification dimension the demo goods use, with its values in all locales. */
export const SPECS: Record<string, SpecVocabulary> = {
  colour: {
    name: { zh: '颜色', 'zh-TW': '顏色', en: 'Colour', ja: 'カラー', ko: '색상', ru: 'Цвет', ar: 'اللون', id: 'Warna', th: 'สี', vi: 'Màu sắc' },
    values: {
      purple: { zh: '兰花紫', 'zh-TW': '蘭花紫', en: 'Orchid purple', ja: 'オーキッドパープル', ko: '오키드 퍼플', ru: 'Орхидейный фиолетовый', ar: 'بنفسجي الأوركيد', id: 'Ungu anggrek', th: 'ม่วงกล้วยไม้', vi: 'Tím lan' },
      black: { zh: '经典黑', 'zh-TW': '經典黑', en: 'Classic black', ja: 'クラシックブラック', ko: '클래식 블랙', ru: 'Классический чёрный', ar: 'أسود كلاسيكي', id: 'Hitam klasik', th: 'ดำคลาสสิก', vi: 'Đen cổ điển' },
      rose: { zh: '玫瑰粉', 'zh-TW': '玫瑰粉', en: 'Rose pink', ja: 'ローズピンク', ko: '로즈 핑크', ru: 'Розовый', ar: 'وردي', id: 'Merah muda mawar', th: 'ชมพูกุหลาบ', vi: 'Hồng phấn' },
      ivory: { zh: '象牙白', 'zh-TW': '象牙白', en: 'Ivory', ja: 'アイボリー', ko: '아이보리', ru: 'Слоновая кость', ar: 'عاجي', id: 'Gading', th: 'สีงาช้าง', vi: 'Trắng ngà' },
      champagne: { zh: '香槟金', 'zh-TW': '香檳金', en: 'Champagne', ja: 'シャンパンゴールド', ko: '샴페인 골드', ru: 'Шампань', ar: 'شمبانيا', id: 'Sampanye', th: 'แชมเปญ', vi: 'Vàng sâm panh' },
      navy: { zh: '午夜蓝', 'zh-TW': '午夜藍', en: 'Midnight blue', ja: 'ミッドナイトブルー', ko: '미드나잇 블루', ru: 'Полночный синий', ar: 'أزرق منتصف الليل', id: 'Biru tengah malam', th: 'น้ำเงินเที่ยงคืน', vi: 'Xanh nửa đêm' },
      lilac: { zh: '丁香紫', 'zh-TW': '丁香紫', en: 'Lilac', ja: 'ライラック', ko: '라일락', ru: 'Сиреневый', ar: 'ليلكي', id: 'Lila', th: 'ม่วงไลแลค', vi: 'Tím tử đinh hương' },
      burgundy: { zh: '酒红', 'zh-TW': '酒紅', en: 'Burgundy', ja: 'バーガンディ', ko: '버건디', ru: 'Бордовый', ar: 'عنابي', id: 'Merah marun', th: 'แดงเบอร์กันดี', vi: 'Đỏ rượu vang' },
      mint: { zh: '薄荷绿', 'zh-TW': '薄荷綠', en: 'Mint', ja: 'ミント', ko: '민트', ru: 'Мятный', ar: 'نعناعي', id: 'Hijau mint', th: 'เขียวมิ้นต์', vi: 'Xanh bạc hà' },
      pearl: { zh: '珍珠白', 'zh-TW': '珍珠白', en: 'Pearl white', ja: 'パールホワイト', ko: '펄 화이트', ru: 'Жемчужно-белый', ar: 'أبيض لؤلؤي', id: 'Putih mutiara', th: 'ขาวมุก', vi: 'Trắng ngọc trai' },
    },
  },
  size: {
    name: { zh: '尺码', 'zh-TW': '尺碼', en: 'Size', ja: 'サイズ', ko: '사이즈', ru: 'Размер', ar: 'المقاس', id: 'Ukuran', th: 'ไซซ์', vi: 'Kích cỡ' },
    values: {
      S: letterSize('S'),
      M: letterSize('M'),
      L: letterSize('L'),
      XL: letterSize('XL'),
      one: { zh: '均码', 'zh-TW': '均碼', en: 'One size', ja: 'フリーサイズ', ko: '프리 사이즈', ru: 'Единый размер', ar: 'مقاس واحد', id: 'Satu ukuran', th: 'ฟรีไซซ์', vi: 'Một cỡ' },
    },
  },
  capacity: {
    name: { zh: '容量', 'zh-TW': '容量', en: 'Capacity', ja: '容量', ko: '용량', ru: 'Объём', ar: 'السعة', id: 'Isi', th: 'ปริมาณ', vi: 'Dung tích' },
    values: { ml30: millilitres(30), ml50: millilitres(50), ml100: millilitres(100), ml150: millilitres(150), ml200: millilitres(200), ml250: millilitres(250), ml500: millilitres(500) },
  },
  weight: {
    name: { zh: '净含量', 'zh-TW': '淨含量', en: 'Net weight', ja: '内容量', ko: '중량', ru: 'Вес нетто', ar: 'الوزن الصافي', id: 'Berat bersih', th: 'น้ำหนักสุทธิ', vi: 'Khối lượng tịnh' },
    values: { g100: grams(100), g150: grams(150), g200: grams(200), g300: grams(300), g500: grams(500) },
  },
  pack: {
    name: { zh: '规格', 'zh-TW': '規格', en: 'Pack', ja: '入数', ko: '구성', ru: 'Упаковка', ar: 'العبوة', id: 'Kemasan', th: 'แพ็ก', vi: 'Quy cách' },
    values: { p3: pieces(3), p4: pieces(4), p6: pieces(6), p10: pieces(10), p12: pieces(12), p24: pieces(24) },
  },
  scent: {
    name: { zh: '香型', 'zh-TW': '香型', en: 'Scent', ja: '香り', ko: '향', ru: 'Аромат', ar: 'العطر', id: 'Aroma', th: 'กลิ่น', vi: 'Hương' },
    values: {
      lavender: { zh: '薰衣草', 'zh-TW': '薰衣草', en: 'Lavender', ja: 'ラベンダー', ko: '라벤더', ru: 'Лаванда', ar: 'لافندر', id: 'Lavender', th: 'ลาเวนเดอร์', vi: 'Oải hương' },
      rose: { zh: '大马士革玫瑰', 'zh-TW': '大馬士革玫瑰', en: 'Damask rose', ja: 'ダマスクローズ', ko: '다마스크 로즈', ru: 'Дамасская роза', ar: 'الورد الدمشقي', id: 'Mawar damaskus', th: 'กุหลาบดามัสก์', vi: 'Hoa hồng Damask' },
      sandalwood: { zh: '檀香', 'zh-TW': '檀香', en: 'Sandalwood', ja: 'サンダルウッド', ko: '샌달우드', ru: 'Сандал', ar: 'خشب الصندل', id: 'Cendana', th: 'ไม้จันทน์', vi: 'Gỗ đàn hương' },
      citrus: { zh: '柑橘', 'zh-TW': '柑橘', en: 'Citrus', ja: 'シトラス', ko: '시트러스', ru: 'Цитрус', ar: 'حمضيات', id: 'Jeruk', th: 'ส้มซิตรัส', vi: 'Cam chanh' },
      jasmine: { zh: '茉莉', 'zh-TW': '茉莉', en: 'Jasmine', ja: 'ジャスミン', ko: '자스민', ru: 'Жасмин', ar: 'ياسمين', id: 'Melati', th: 'มะลิ', vi: 'Hoa nhài' },
      vanilla: { zh: '香草', 'zh-TW': '香草', en: 'Vanilla', ja: 'バニラ', ko: '바닐라', ru: 'Ваниль', ar: 'فانيليا', id: 'Vanila', th: 'วานิลลา', vi: 'Vani' },
      whiteTea: { zh: '白茶', 'zh-TW': '白茶', en: 'White tea', ja: 'ホワイトティー', ko: '화이트 티', ru: 'Белый чай', ar: 'الشاي الأبيض', id: 'Teh putih', th: 'ชาขาว', vi: 'Trà trắng' },
      unscented: { zh: '无香', 'zh-TW': '無香', en: 'Unscented', ja: '無香料', ko: '무향', ru: 'Без запаха', ar: 'بدون عطر', id: 'Tanpa pewangi', th: 'ไม่มีกลิ่น', vi: 'Không mùi' },
    },
  },
  edition: {
    name: { zh: '版本', 'zh-TW': '版本', en: 'Edition', ja: 'エディション', ko: '에디션', ru: 'Издание', ar: 'الإصدار', id: 'Edisi', th: 'รุ่น', vi: 'Phiên bản' },
    values: {
      standard: { zh: '标准版', 'zh-TW': '標準版', en: 'Standard', ja: 'スタンダード', ko: '스탠다드', ru: 'Стандартное', ar: 'قياسي', id: 'Standar', th: 'มาตรฐาน', vi: 'Tiêu chuẩn' },
      deluxe: { zh: '豪华版', 'zh-TW': '豪華版', en: 'Deluxe', ja: 'デラックス', ko: '디럭스', ru: 'Подарочное', ar: 'فاخر', id: 'Deluxe', th: 'ดีลักซ์', vi: 'Cao cấp' },
      travel: { zh: '旅行版', 'zh-TW': '旅行版', en: 'Travel', ja: 'トラベル', ko: '트래블', ru: 'Дорожное', ar: 'للسفر', id: 'Travel', th: 'ขนาดพกพา', vi: 'Du lịch' },
    },
  },
  material: {
    name: { zh: '材质', 'zh-TW': '材質', en: 'Material', ja: '素材', ko: '소재', ru: 'Материал', ar: 'الخامة', id: 'Bahan', th: 'วัสดุ', vi: 'Chất liệu' },
    values: {
      silk: { zh: '桑蚕丝', 'zh-TW': '桑蠶絲', en: 'Mulberry silk', ja: 'シルク', ko: '실크', ru: 'Натуральный шёлк', ar: 'حرير التوت', id: 'Sutra murbei', th: 'ผ้าไหมมัลเบอร์รี่', vi: 'Lụa tơ tằm' },
      satin: { zh: '缎面', 'zh-TW': '緞面', en: 'Satin', ja: 'サテン', ko: '새틴', ru: 'Атлас', ar: 'ساتان', id: 'Satin', th: 'ผ้าซาติน', vi: 'Sa tanh' },
      velvet: { zh: '丝绒', 'zh-TW': '絲絨', en: 'Velvet', ja: 'ベルベット', ko: '벨벳', ru: 'Бархат', ar: 'مخمل', id: 'Beludru', th: 'กำมะหยี่', vi: 'Nhung' },
      cotton: { zh: '纯棉', 'zh-TW': '純棉', en: 'Cotton', ja: 'コットン', ko: '코튼', ru: 'Хлопок', ar: 'قطن', id: 'Katun', th: 'ผ้าฝ้าย', vi: 'Cotton' },
    },
  },
};

export function specDimension(dimension: string): SpecVocabulary {
  const found = SPECS[dimension];
  if (!found) throw new Error(`unknown spec dimension "${dimension}"`);
  return found;
}

export function specValue(dimension: string, value: string): Text {
  const found = specDimension(dimension).values[value];
  if (!found) throw new Error(`unknown value "${value}" of spec dimension "${dimension}"`);
  return found;
}
