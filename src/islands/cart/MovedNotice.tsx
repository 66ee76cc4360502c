import { useStore } from '@nanostores/react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { $movedToFavourites } from './cartState.ts';

/** After "move to favourites": where those goods went, with a link to them. */
export default function MovedNotice() {
  const t = useT();
  const locale = useLocale();
  const moved = useStore($movedToFavourites);
  return (
    <div role="status" className="empty:hidden">
      {moved > 0 && (
        <p data-moved-notice className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 text-gray-800">
          {t('cart.moved.notice')}
          <a href={localizePath('/mine/myCollect', locale)} className="font-medium text-primary-700 underline hover:text-primary-800">
            {t('cart.moved.view')}
          </a>
        </p>
      )}
    </div>
  );
}
