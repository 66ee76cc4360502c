import { localizePath } from '../../lib/i18n/locales.ts';
import { formatPrice } from '../../lib/money.ts';
import type { GoodsCard } from '../../lib/schemas/goods.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

/** The goods shown in the video, each with what a member pays and a link to it. */
export default function VideoGoods({ goods }: { goods: GoodsCard[] }) {
  const t = useT();
  const locale = useLocale();
  if (goods.length === 0) return null;
  return (
    <section aria-labelledby="video-goods" className="mt-5">
      <h2 id="video-goods" className="mb-3 font-semibold text-gray-900">
        {t('video.goods.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {goods.map((g) => (
          <li key={g.id}>
            <a href={localizePath(`/goods/details?id=${g.id}`, locale)} className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2 hover:border-primary-600">
              <Picture url={g.image} use={PICTURE_USES.goodsSmall} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded object-cover" />
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm text-gray-800">{g.name}</span>
                <span className="mt-1 block font-semibold text-primary-700">{formatPrice(g.memberPays, locale)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
