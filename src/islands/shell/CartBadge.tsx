import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { refreshCartCount } from '../../stores/cart.ts';
import { $carNum } from '../../stores/user.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useT } from '../ui/i18n.ts';

/**
 * The cart line count next to the header's cart link; nothing until the cart has been counted. Every
 * page recounts once, so lines added in another tab or on another device show up on the next page.
 */
export default island(function CartBadge() {
  const t = useT();
  const count = useStore($carNum);
  useEffect(() => {
    void refreshCartCount();
  }, []);
  if (count === null || count <= 0) return null;
  return (
    <span
      data-cart-count
      title={t('header.cartCount', { count })}
      className="absolute -end-2 -top-2 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
});
