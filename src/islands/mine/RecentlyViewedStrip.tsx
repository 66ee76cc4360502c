import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { GoodsCard } from '../../lib/schemas/goods.ts';
import Money from '../ui/Money.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

/** A row of the goods the member looked at last, and the way to the whole list. */
export default function RecentlyViewedStrip({ goods }: { goods: GoodsCard[] }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-recently-viewed className="rounded-lg border border-gray-200 p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('route.title.footprint')}
        </h2>
        {goods.length > 0 && (
          <a href={localizePath('/mine/footprint', locale)} className="text-sm text-primary-700 hover:underline">
            {t('mine.viewed.all')}
          </a>
        )}
      </div>
      {goods.length === 0 ? (
        <p className="py-6 text-center text-gray-600" data-recently-viewed-empty>
          {t('mine.viewed.none')}{' '}
          <a href={localizePath('/goods/list', locale)} className="text-primary-700 underline hover:text-primary-800">
            {t('footprint.empty.action')}
          </a>
        </p>
      ) : (
        <ul className="grid grid-cols-8 gap-3">
          {goods.map((g) => (
            <li key={g.id}>
              <a href={localizePath(`/goods/details?id=${g.id}`, locale)} data-viewed-goods={g.id} className="group flex flex-col gap-1 text-gray-900 no-underline">
                <Picture url={g.image} use={PICTURE_USES.goodsStrip} alt="" width={120} height={120} loading="lazy" className="aspect-square w-full rounded-md border border-gray-100 bg-gray-100 object-cover" />
                <span className="line-clamp-2 text-xs leading-snug group-hover:text-primary-700">{g.name}</span>
                <Money fen={g.memberPays} locale={locale} className="text-sm font-semibold text-primary-700" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
