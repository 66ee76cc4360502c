import { bannerSvg } from './art.ts';
import { mediaUrl, type MediaJob } from './media.ts';
import type { Shape, Text } from './types.ts';

export interface HomeBanner {
  key: BannerKey;
  /** /media URL of the 1200×360 WebP picture. */
  image: string;
  width: number;
  height: number;
  /** Unprefixed shop path; the page adds the locale prefix. */
  link: string;
  title: Text;
  subtitle: Text;
}

type BannerKey = 'newArrivals' | 'bestSellers' | 'memberPrices';

const ART: Record<BannerKey, readonly Shape[]> = {
  newArrivals: ['garment', 'candle', 'heart'],
  bestSellers: ['bottle', 'pebble', 'cards'],
  memberPrices: ['box', 'heart', 'ribbon'],
};

/** The pictures the demo seed renders for the banners. */
export const BANNER_JOBS = Object.fromEntries(
  Object.entries(ART).map(([key, shapes]) => [key, { folder: 'banners', svg: bannerSvg(`banner-${key}`, shapes) }]),
) as Record<BannerKey, MediaJob>;

const image = (key: BannerKey) => mediaUrl(BANNER_JOBS[key]);

/** The home page carousel, in order. */
export const HOME_BANNERS: readonly HomeBanner[] = [
  {
    key: 'newArrivals',
    image: image('newArrivals'),
    width: 1200,
    height: 360,
    link: '/goods/list?sort=latest',
    title: { zh: '新品上架', 'zh-TW': '新品上架', en: 'New arrivals', ja: '新着アイテム', ko: '신상품', ru: 'Новинки', ar: 'وصل حديثًا', id: 'Produk terbaru', th: 'สินค้ามาใหม่', vi: 'Hàng mới về' },
    subtitle: {
      zh: '真丝睡衣、温感按摩油与香氛蜡烛，为夜晚添一份温柔',
      'zh-TW': '真絲睡衣、溫感按摩油與香氛蠟燭，為夜晚添一份溫柔',
      en: 'Silk sleepwear, warming massage oils and scented candles for softer evenings',
      ja: 'シルクのナイトウェア、温感マッサージオイル、アロマキャンドルで夜をやさしく',
      ko: '실크 잠옷, 워밍 마사지 오일, 향초로 더 포근한 밤을',
      ru: 'Шёлковая одежда для сна, согревающие масла и ароматные свечи для уютных вечеров',
      ar: 'ملابس نوم حريرية وزيوت تدليك دافئة وشموع معطرة لأمسيات أكثر دفئًا',
      id: 'Baju tidur sutra, minyak pijat hangat, dan lilin aroma untuk malam yang lebih lembut',
      th: 'ชุดนอนผ้าไหม น้ำมันนวดอุ่น และเทียนหอม เพื่อค่ำคืนที่อ่อนโยนยิ่งขึ้น',
      vi: 'Đồ ngủ lụa, dầu massage làm ấm và nến thơm cho những buổi tối dịu dàng',
    },
  },
  {
    key: 'bestSellers',
    image: image('bestSellers'),
    width: 1200,
    height: 360,
    link: '/goods/list?sort=sales',
    title: { zh: '人气热卖榜', 'zh-TW': '人氣熱賣榜', en: 'Best sellers', ja: '人気ランキング', ko: '인기 베스트셀러', ru: 'Хиты продаж', ar: 'الأكثر مبيعًا', id: 'Terlaris', th: 'สินค้าขายดี', vi: 'Bán chạy nhất' },
    subtitle: {
      zh: '看看大家都在买什么：隐私包装，48 小时内发货',
      'zh-TW': '看看大家都在買什麼：隱私包裝，48 小時內出貨',
      en: 'See what everyone is buying: discreet packaging, shipped within 48 hours',
      ja: 'みんなが選ぶ人気アイテム。中身が分からない梱包で48時間以内に発送',
      ko: '모두가 선택한 인기 상품, 내용물이 보이지 않는 포장으로 48시간 이내 발송',
      ru: 'Что выбирают другие: незаметная упаковка и отправка в течение 48 часов',
      ar: 'اكتشف ما يشتريه الجميع: تغليف سري وشحن خلال 48 ساعة',
      id: 'Lihat yang paling banyak dibeli: kemasan rahasia, dikirim dalam 48 jam',
      th: 'ดูว่าทุกคนเลือกซื้ออะไร แพ็กเกจมิดชิด จัดส่งภายใน 48 ชั่วโมง',
      vi: 'Xem mọi người đang mua gì: đóng gói kín đáo, giao trong 48 giờ',
    },
  },
  {
    key: 'memberPrices',
    image: image('memberPrices'),
    width: 1200,
    height: 360,
    link: '/helperCenter/rechargeDiscount',
    title: { zh: '会员专享价', 'zh-TW': '會員專享價', en: 'Member prices', ja: '会員限定価格', ko: '회원 전용 가격', ru: 'Цены для участников', ar: 'أسعار الأعضاء', id: 'Harga khusus member', th: 'ราคาพิเศษสำหรับสมาชิก', vi: 'Giá dành riêng cho hội viên' },
    subtitle: {
      zh: '注册即享会员价，充值还有额外赠送',
      'zh-TW': '註冊即享會員價，儲值還有額外贈送',
      en: 'Register for member prices, and get a bonus when you top up',
      ja: '会員登録で会員価格に。チャージでさらにボーナス',
      ko: '가입하면 회원가 적용, 충전 시 추가 보너스까지',
      ru: 'Зарегистрируйтесь, чтобы получить цены для участников и бонус при пополнении',
      ar: 'سجّل لتحصل على أسعار الأعضاء ومكافأة إضافية عند شحن الرصيد',
      id: 'Daftar untuk harga member dan dapatkan bonus saat isi saldo',
      th: 'สมัครสมาชิกรับราคาพิเศษ และรับโบนัสเพิ่มเมื่อเติมเงิน',
      vi: 'Đăng ký để nhận giá hội viên và thêm quà khi nạp tiền',
    },
  },
];
