import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import { refreshCartCount } from '../../stores/cart.ts';
import { listAddresses } from '../address/addressApi.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { fetchPreview, submitOrder } from './checkoutApi.ts';
import { cashierHref, fromCart, readCheckoutSource, submitPayload } from './checkoutSource.ts';
import { newRequestId } from './requestId.ts';
import type { OrderPreview } from './summary.ts';

/** Why the order cannot be shown: no checkout in the query, the server refused it, or no answer. */
export type CheckoutProblem = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'refused'; msg: string } | { kind: 'failed' };

/**
 * The confirm screen's state: the priced selection, the address book and the chosen address, and the
 * submission. One requestId serves every submit of this visit, so a double click or a retry after a
 * lost answer makes one order.
 */
export function useCheckout() {
  const t = useT();
  const locale = useLocale();
  const [source] = useState(() => readCheckoutSource(location.search));
  const [requestId] = useState(newRequestId);
  const [problem, setProblem] = useState<CheckoutProblem | null>(source ? { kind: 'loading' } : { kind: 'invalid' });
  const [preview, setPreview] = useState<OrderPreview | null>(null);
  const [addresses, setAddresses] = useState<MemberAddress[]>([]);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [repricing, setRepricing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(0);
  const busy = useRef(false);

  const load = useCallback(async () => {
    if (!source) return;
    setProblem({ kind: 'loading' });
    try {
      const [priced, book] = await Promise.all([fetchPreview(source, null, true), listAddresses()]);
      setPreview(priced);
      setAddresses(book);
      setAddressId(priced.address?.id ?? null);
      setProblem(null);
    } catch (error) {
      if (isApiError(error) && error.kind === 'cancelled') return;
      setProblem(isApiError(error) && error.kind === 'business' ? { kind: 'refused', msg: error.msg } : { kind: 'failed' });
    }
  }, [source]);

  useEffect(() => {
    void load();
    // Coming back from the cashier restores this page from the back/forward cache: start a new visit instead.
    const onShow = (event: PageTransitionEvent) => event.persisted && location.reload();
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, [load]);

  const reprice = useCallback(
    async (id: number | null) => {
      if (!source) return;
      const mine = ++latest.current;
      setRepricing(true);
      try {
        const priced = await fetchPreview(source, id);
        if (mine === latest.current) setPreview(priced);
      } catch {
        // The request layer said why; the last prices stay on screen.
      } finally {
        if (mine === latest.current) setRepricing(false);
      }
    },
    [source],
  );

  function choose(id: number): void {
    setAddressId(id);
    setRefusal(null);
    void reprice(id);
  }

  /** An address added in place joins the book and becomes the order's address. */
  async function added(address: MemberAddress): Promise<void> {
    const book = await listAddresses().catch(() => [...addresses, address]);
    setAddresses(book);
    choose(address.id);
  }

  async function submit(buyerMessage: string): Promise<void> {
    if (!source || busy.current) return;
    const body = submitPayload(source, addressId, buyerMessage, requestId);
    if (!body.ok) {
      setRefusal(t(body.message));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setRefusal(null);
    try {
      const { orderNo } = await submitOrder(body.payload);
      setSubmitted(true);
      if (fromCart(source)) await refreshCartCount();
      location.assign(cashierHref(locale, orderNo));
    } catch (error) {
      busy.current = false;
      setSubmitting(false);
      if (isApiError(error) && error.kind === 'cancelled') return;
      setRefusal(isApiError(error) ? error.msg : t('common.operationFailed'));
      // Show what changed (stock, shelf state) next to the refusal.
      void reprice(addressId);
    }
  }

  return { problem, preview, addresses, addressId, repricing, submitting, submitted, refusal, load, choose, added, submit };
}
