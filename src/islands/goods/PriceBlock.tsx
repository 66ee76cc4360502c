import { localizePath } from '../../lib/i18n/locales.ts';
import { PRICE_LABEL_KEYS, priceLabels, type PriceView } from '../../lib/pricing.ts';
import { loginRedirectUrl } from '../../stores/user.ts';
import Money from '../ui/Money.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  goodsId: number;
  view: PriceView;
  isMember: boolean;
}

/** Member price (or the one price everyone pays), the guest and market prices, savings, and the invitation to join. */
export default function PriceBlock({ goodsId, view, isMember }: Props) {
  const t = useT();
  const locale = useLocale();
  const back = loginRedirectUrl(locale, localizePath(`/goods/details?id=${goodsId}`, locale));
  const labels = priceLabels(view);
  return (
    <div data-price-block className="rounded-lg bg-primary-50 px-5 py-4">
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-6 gap-y-1.5 text-sm text-gray-600">
        <dt>{t(PRICE_LABEL_KEYS[labels.main])}</dt>
        <dd className="flex flex-wrap items-baseline gap-3">
          <Money locale={locale} fen={view.memberPays} className="text-3xl font-bold text-primary-700" />
          {view.savings > 0 && (
            <span data-savings className="rounded-sm bg-red-700 px-2 py-0.5 text-xs font-medium text-white">
              {t('goodsDetail.price.savings')} <Money locale={locale} fen={view.savings} />
            </span>
          )}
        </dd>
        {labels.guest && (
          <>
            <dt>{t(PRICE_LABEL_KEYS[labels.guest])}</dt>
            <dd>
              <Money locale={locale} fen={view.guestPays} className="text-base font-semibold text-gray-900" />
            </dd>
          </>
        )}
        {labels.market && (
          <>
            <dt>{t('goods.price.market')}</dt>
            <dd>
              <Money locale={locale} as="del" fen={view.marketPrice} />
            </dd>
          </>
        )}
      </dl>
      {view.memberDiscount && !isMember && (
        <p data-member-hint className="mt-3 border-t border-primary-100 pt-3 text-sm text-gray-700">
          {t('goodsDetail.price.guestHint')}{' '}
          <a href={back} className="font-medium text-primary-700 hover:text-primary-800">
            {t('goodsDetail.price.join')}
          </a>
        </p>
      )}
    </div>
  );
}
