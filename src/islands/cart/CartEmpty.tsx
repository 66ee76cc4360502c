import { localizePath } from '../../lib/i18n/locales.ts';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';

export default function CartEmpty() {
  const t = useT();
  const locale = useLocale();
  return (
    <section data-cart-empty aria-labelledby="om-cart-empty" className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white px-6 py-16 text-center">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-14 fill-none stroke-primary-300 stroke-[1.4]">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      <h2 id="om-cart-empty" className="text-lg font-semibold text-gray-900">
        {t('cart.empty.title')}
      </h2>
      <p className="text-gray-600">{t('cart.empty.text')}</p>
      <a href={localizePath('/goods/list', locale)} className={`${buttonClass('primary')} mt-2`}>
        {t('cart.empty.action')}
      </a>
    </section>
  );
}
