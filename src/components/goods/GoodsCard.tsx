import CardPrice from '../../islands/ui/CardPrice.tsx';
import Picture from '../../islands/ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { formatRating } from '../../lib/reviews.ts';
import type { GoodsCard as Card } from '../../lib/schemas/goods.ts';

interface Props {
  goods: Card;
  locale: Locale;
  /** Loads the image at once; for cards visible on first paint (the first row). */
  eager?: boolean;
}

/** Main image of the demo and operator goods: square pictures, 800 × 800. */
const IMAGE_SIZE = 800;

/**
 * One goods in a grid: the whole card links to its detail page. Works without hydration. The image's
 * alt is empty because the name follows inside the same link (a screen reader would read it twice).
 */
export default function GoodsCard({ goods, locale, eager = false }: Props) {
  const t = createT(locale);
  return (
    <a
      href={localizePath(`/goods/details?id=${goods.id}`, locale)}
      data-goods-id={goods.id}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white text-gray-900 no-underline transition-shadow hover:border-primary-300 hover:shadow-lg"
    >
      {goods.image ? (
        <Picture
          url={goods.image}
          use={PICTURE_USES.goodsCard}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          className="aspect-square w-full bg-gray-100 object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <div className="aspect-square w-full bg-gray-100" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 data-goods-name dir="auto" className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-normal group-hover:text-primary-700">
          {goods.name}
        </h3>
        <CardPrice goods={goods} locale={locale} priceClass="text-xl font-bold" tone="text-primary-500" className="mt-auto" />
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
          {goods.selfOperated && (
            <span className="rounded-sm bg-primary-600 px-1.5 py-px font-medium whitespace-nowrap text-white">
              {t('goods.tag.selfOperated')}
            </span>
          )}
          {goods.freeShipping && (
            <span className="rounded-sm border border-primary-600 px-1.5 font-medium whitespace-nowrap text-primary-700">
              {t('goods.tag.freeShipping')}
            </span>
          )}
          {goods.rating && (
            <span className="ms-auto whitespace-nowrap text-amber-800" data-card-rating>
              <span aria-hidden="true">★ </span>
              <span className="sr-only">{t('goods.card.rating')} </span>
              {formatRating(locale, goods.rating.average)}
            </span>
          )}
          <span className={`${goods.rating ? '' : 'ms-auto '}whitespace-nowrap`}>{t('goods.card.sales', { count: goods.sales })}</span>
        </div>
      </div>
    </a>
  );
}
