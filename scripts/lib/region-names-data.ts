/**
 * Hand-kept names the generator cannot derive: provinces (and Hong Kong, Macau, Taiwan) as each language
 * names them, and the Latin names Hong Kong, Macau and Taiwan use themselves instead of Hanyu Pinyin. Exonyms of
 * cities and prefectures are in ./transcription/exonyms.json.
 */

/** The generated languages: zh is the data itself. */
export const NAMED_LOCALES = ['zh-TW', 'ja', 'en', 'ko', 'ru', 'ar', 'id', 'th', 'vi'] as const;
export type NamedLocale = (typeof NAMED_LOCALES)[number];

const PROVINCE_CODES = [
  110000, 120000, 130000, 140000, 150000, 210000, 220000, 230000, 310000, 320000, 330000, 340000, 350000, 360000, 370000, 410000, 420000,
  430000, 440000, 450000, 460000, 500000, 510000, 520000, 530000, 540000, 610000, 620000, 630000, 640000, 650000, 710000, 810000, 820000,
  900000,
] as const;

/** In the order of PROVINCE_CODES; the last is the overseas branch. */
const PROVINCES: Record<NamedLocale, readonly string[]> = {
  'zh-TW': ['北京市', '天津市', '河北省', '山西省', '內蒙古自治區', '遼寧省', '吉林省', '黑龍江省', '上海市', '江蘇省', '浙江省', '安徽省', '福建省', '江西省', '山東省', '河南省', '湖北省', '湖南省', '廣東省', '廣西壯族自治區', '海南省', '重慶市', '四川省', '貴州省', '雲南省', '西藏自治區', '陝西省', '甘肅省', '青海省', '寧夏回族自治區', '新疆維吾爾自治區', '台灣', '香港', '澳門', '海外'],
  ja: ['北京市', '天津市', '河北省', '山西省', '内モンゴル自治区', '遼寧省', '吉林省', '黒竜江省', '上海市', '江蘇省', '浙江省', '安徽省', '福建省', '江西省', '山東省', '河南省', '湖北省', '湖南省', '広東省', '広西チワン族自治区', '海南省', '重慶市', '四川省', '貴州省', '雲南省', 'チベット自治区', '陝西省', '甘粛省', '青海省', '寧夏回族自治区', '新疆ウイグル自治区', '台湾', '香港', 'マカオ', '海外'],
  en: ['Beijing', 'Tianjin', 'Hebei', 'Shanxi', 'Inner Mongolia', 'Liaoning', 'Jilin', 'Heilongjiang', 'Shanghai', 'Jiangsu', 'Zhejiang', 'Anhui', 'Fujian', 'Jiangxi', 'Shandong', 'Henan', 'Hubei', 'Hunan', 'Guangdong', 'Guangxi', 'Hainan', 'Chongqing', 'Sichuan', 'Guizhou', 'Yunnan', 'Tibet', 'Shaanxi', 'Gansu', 'Qinghai', 'Ningxia', 'Xinjiang', 'Taiwan', 'Hong Kong', 'Macau', 'Outside China'],
  ko: ['베이징', '톈진', '허베이성', '산시성', '네이멍구 자치구', '랴오닝성', '지린성', '헤이룽장성', '상하이', '장쑤성', '저장성', '안후이성', '푸젠성', '장시성', '산둥성', '허난성', '후베이성', '후난성', '광둥성', '광시 좡족 자치구', '하이난성', '충칭', '쓰촨성', '구이저우성', '윈난성', '티베트 자치구', '샨시성', '간쑤성', '칭하이성', '닝샤 후이족 자치구', '신장 위구르 자치구', '타이완', '홍콩', '마카오', '중국 외 지역'],
  ru: ['Пекин', 'Тяньцзинь', 'Хэбэй', 'Шаньси', 'Внутренняя Монголия', 'Ляонин', 'Цзилинь', 'Хэйлунцзян', 'Шанхай', 'Цзянсу', 'Чжэцзян', 'Аньхой', 'Фуцзянь', 'Цзянси', 'Шаньдун', 'Хэнань', 'Хубэй', 'Хунань', 'Гуандун', 'Гуанси', 'Хайнань', 'Чунцин', 'Сычуань', 'Гуйчжоу', 'Юньнань', 'Тибет', 'Шэньси', 'Ганьсу', 'Цинхай', 'Нинся', 'Синьцзян', 'Тайвань', 'Гонконг', 'Макао', 'За пределами Китая'],
  ar: ['بكين', 'تيانجين', 'خبي', 'شانشي', 'منغوليا الداخلية', 'لياونينغ', 'جيلين', 'هيلونغجيانغ', 'شانغهاي', 'جيانغسو', 'تشجيانغ', 'آنهوي', 'فوجيان', 'جيانغشي', 'شاندونغ', 'خنان', 'خوبي', 'خونان', 'قوانغدونغ', 'قوانغشي', 'هاينان', 'تشونغتشينغ', 'سيتشوان', 'قويتشو', 'يونان', 'التبت', 'شنشي', 'قانسو', 'تشينغهاي', 'نينغشيا', 'شينجيانغ', 'تايوان', 'هونغ كونغ', 'ماكاو', 'خارج الصين'],
  id: ['Beijing', 'Tianjin', 'Hebei', 'Shanxi', 'Mongolia Dalam', 'Liaoning', 'Jilin', 'Heilongjiang', 'Shanghai', 'Jiangsu', 'Zhejiang', 'Anhui', 'Fujian', 'Jiangxi', 'Shandong', 'Henan', 'Hubei', 'Hunan', 'Guangdong', 'Guangxi', 'Hainan', 'Chongqing', 'Sichuan', 'Guizhou', 'Yunnan', 'Tibet', 'Shaanxi', 'Gansu', 'Qinghai', 'Ningxia', 'Xinjiang', 'Taiwan', 'Hong Kong', 'Makau', 'Luar Tiongkok'],
  th: ['ปักกิ่ง', 'เทียนจิน', 'เหอเป่ย์', 'ชานซี', 'มองโกเลียใน', 'เหลียวหนิง', 'จี๋หลิน', 'เฮย์หลงเจียง', 'เซี่ยงไฮ้', 'เจียงซู', 'เจ้อเจียง', 'อานฮุย', 'ฝูเจี้ยน', 'เจียงซี', 'ซานตง', 'เหอหนาน', 'หูเป่ย์', 'หูหนาน', 'กวางตุ้ง', 'กว่างซี', 'ไหหลำ', 'ฉงชิ่ง', 'เสฉวน', 'กุ้ยโจว', 'ยูนนาน', 'ทิเบต', 'ฉ่านซี', 'กานซู่', 'ชิงไห่', 'หนิงเซี่ย', 'ซินเจียง', 'ไต้หวัน', 'ฮ่องกง', 'มาเก๊า', 'นอกประเทศจีน'],
  vi: ['Bắc Kinh', 'Thiên Tân', 'Hà Bắc', 'Sơn Tây', 'Nội Mông', 'Liêu Ninh', 'Cát Lâm', 'Hắc Long Giang', 'Thượng Hải', 'Giang Tô', 'Chiết Giang', 'An Huy', 'Phúc Kiến', 'Giang Tây', 'Sơn Đông', 'Hà Nam', 'Hồ Bắc', 'Hồ Nam', 'Quảng Đông', 'Quảng Tây', 'Hải Nam', 'Trùng Khánh', 'Tứ Xuyên', 'Quý Châu', 'Vân Nam', 'Tây Tạng', 'Thiểm Tây', 'Cam Túc', 'Thanh Hải', 'Ninh Hạ', 'Tân Cương', 'Đài Loan', 'Hồng Kông', 'Ma Cao', 'Ngoài Trung Quốc'],
};

export function provinceNames(locale: NamedLocale): Map<number, string> {
  const names = PROVINCES[locale];
  if (names.length !== PROVINCE_CODES.length) throw new Error(`province names of ${locale}: ${names.length}, expected ${PROVINCE_CODES.length}`);
  return new Map(PROVINCE_CODES.map((code, i) => [code, names[i]!]));
}

/** The last overseas entry and the placeholder district every city has. */
export const OTHER_COUNTRIES: Record<NamedLocale, string> = {
  'zh-TW': '其他國家和地區', ja: 'その他の国・地域', en: 'Other countries and regions', ko: '기타 국가 및 지역', ru: 'Другие страны и регионы',
  ar: 'دول ومناطق أخرى', id: 'Negara dan wilayah lain', th: 'ประเทศและภูมิภาคอื่น ๆ', vi: 'Quốc gia và khu vực khác',
};
export const OTHER_DISTRICT: Record<NamedLocale, string> = {
  'zh-TW': '其他區', ja: 'その他の地区', en: 'Other district', ko: '기타 지역', ru: 'Другой район', ar: 'منطقة أخرى', id: 'Wilayah lain', th: 'เขตอื่น ๆ', vi: 'Khu vực khác',
};

/** Hong Kong, Macau and Taiwan write their places in their own romanisations (Cantonese, Portuguese, Wade–Giles). */
export const OWN_LATIN: Record<string, string> = {
  香港岛: 'Hong Kong Island', 九龙: 'Kowloon', 新界: 'New Territories',
  中西区: 'Central and Western', 湾仔区: 'Wan Chai', 东区: 'Eastern', 南区: 'Southern', 九龙城区: 'Kowloon City', 油尖旺区: 'Yau Tsim Mong',
  深水埗区: 'Sham Shui Po', 黄大仙区: 'Wong Tai Sin', 观塘区: 'Kwun Tong', 北区: 'North', 大埔区: 'Tai Po', 沙田区: 'Sha Tin', 西贡区: 'Sai Kung',
  元朗区: 'Yuen Long', 屯门区: 'Tuen Mun', 荃湾区: 'Tsuen Wan', 葵青区: 'Kwai Tsing', 离岛区: 'Islands',
  澳门半岛: 'Macau Peninsula', 离岛: 'Taipa and Coloane', 花地玛堂区: 'Our Lady of Fátima Parish', 花王堂区: 'St. Anthony Parish',
  望德堂区: 'St. Lazarus Parish', 大堂区: 'Sé Parish', 风顺堂区: 'St. Lawrence Parish', 嘉模堂区: 'Our Lady of Carmel Parish', 路氹填海区: 'Cotai',
  圣方济各堂区: 'St. Francis Xavier Parish',
  台北市: 'Taipei', 高雄市: 'Kaohsiung', 台南市: 'Tainan', 台中市: 'Taichung', 金门县: 'Kinmen County', 南投县: 'Nantou County', 基隆市: 'Keelung',
  新竹市: 'Hsinchu', 嘉义市: 'Chiayi', 新北市: 'New Taipei', 宜兰县: 'Yilan County', 新竹县: 'Hsinchu County', 桃园市: 'Taoyuan',
  苗栗县: 'Miaoli County', 彰化县: 'Changhua County', 嘉义县: 'Chiayi County', 云林县: 'Yunlin County', 屏东县: 'Pingtung County',
  台东县: 'Taitung County', 花莲县: 'Hualien County', 澎湖县: 'Penghu County', 连江县: 'Lienchiang County',
};
