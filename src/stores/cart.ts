import { createRequest, http } from '../lib/api/index.ts';
import { currentLocale } from '../lib/i18n/current.ts';
import type { CartAddInput, CartAddResult } from '../lib/schemas/cart.ts';
import { $token, clearSession, loginRedirectUrl, setCarNum } from './user.ts';

// The badge count is background work on every page: an expired session ends quietly instead of
// sending a shopper who is reading a public page to the login screen.
const quiet = createRequest({ onLoginExpired: clearSession });

/**
 * Recounts the member's cart lines into carNum (the header badge). Guests have no count. A failed
 * count keeps the last known one rather than blanking the badge.
 */
export async function refreshCartCount(): Promise<number | null> {
  if (!$token.get()) {
    setCarNum(null);
    return null;
  }
  try {
    const { count } = await quiet.get<{ count: number }>('cart/count', undefined, { silentError: true });
    setCarNum(count);
    return count;
  } catch {
    return null;
  }
}

/**
 * Puts a goods SKU in the member's cart (the server merges it with the same SKU's line and checks the
 * stock), toasts the result (unless the caller confirms it itself) and updates carNum. A guest is sent to log in and comes back here; the
 * promise then resolves to null. A refusal (stock, off shelf) is toasted and rejects with the ApiError.
 */
export async function addToCart(input: CartAddInput, opts: { toast?: boolean } = {}): Promise<CartAddResult | null> {
  if (!$token.get()) {
    location.assign(loginRedirectUrl(currentLocale(), location.pathname + location.search));
    return null;
  }
  const result = await http.post<CartAddResult>('cart/add', input, { showSuccess: opts.toast !== false });
  setCarNum(result.count);
  return result;
}
