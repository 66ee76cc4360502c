import { useId } from 'react';
import { regionLine } from '../../lib/address.ts';
import { isolate } from '../../lib/i18n/bidi.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { cnyInText, formatPrice, priceParts } from '../../lib/money.ts';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import type { FreightFree } from '../../lib/schemas/order-view.ts';
import AddressText from '../ui/AddressText.tsx';
import Button from '../ui/Button.tsx';
import Money from '../ui/Money.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { blockedLines, freightView, pieceCount, type OrderPreview } from './summary.ts';

interface Props {
  preview: OrderPreview;
  address: MemberAddress | undefined;
  repricing: boolean;
  submitting: boolean;
  submitted: boolean;
  refusal: string | null;
}

const FREE_REASON: Record<FreightFree, MessageKey> = {
  vip: 'checkout.freight.freeVip',
  freeShippingGoods: 'checkout.freight.freeGoods',
  threshold: 'checkout.freight.freeThreshold',
};

const row = 'flex items-baseline justify-between gap-4';

/** What the order comes to, where it goes, and the submit button with the server's answer beside it. */
export default function CheckoutSummary({ preview, address, repricing, submitting, submitted, refusal }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const freight = freightView(preview);
  const converted = priceParts(preview.payAmount, locale).approx !== '';
  const blocked = blockedLines(preview.lines).length > 0;

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={repricing || undefined} data-checkout-summary className="flex w-96 shrink-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={`${id}-title`} className="sr-only">
        {t('checkout.summary.title')}
      </h2>
      <dl className="flex flex-col gap-2 text-gray-700">
        <div className={row}>
          <dt>{t('checkout.summary.goodsAmount', { count: pieceCount(preview.lines) })}</dt>
          <dd data-goods-amount className="text-gray-900">
            <Money locale={locale} fen={preview.goodsAmount} />
          </dd>
        </div>
        <div className={row}>
          <dt>{t('checkout.summary.freight')}</dt>
          <dd data-freight={freight.kind} className="text-end text-gray-900">
            {freight.kind === 'pending' && <span className="text-sm text-gray-600">{t('checkout.freight.pending')}</span>}
            {freight.kind === 'charged' && <Money locale={locale} fen={freight.fen} />}
            {freight.kind === 'free' && (
              <span className="flex flex-col items-end">
                <span className="font-medium text-green-800">{t('checkout.freight.free')}</span>
                {freight.reason && <span className="text-xs text-gray-600">{t(FREE_REASON[freight.reason], { threshold: isolate(formatPrice(preview.freeThreshold ?? 0, locale)) })}</span>}
              </span>
            )}
          </dd>
        </div>
        <div className={`${row} mt-2 border-t border-gray-200 pt-3`}>
          <dt className="font-medium text-gray-900">{t('checkout.summary.payable')}</dt>
          <dd data-pay-amount={preview.payAmount} className="text-end">
            <Money locale={locale} fen={preview.payAmount} className="text-3xl font-bold text-primary-500" />
            {converted && <span className="block text-xs text-gray-600">{t('checkout.summary.charged', { amount: cnyInText(preview.payAmount, locale) })}</span>}
          </dd>
        </div>
      </dl>
      {address && (
        <p data-deliver-to className="text-sm break-words text-gray-700">
          {t('checkout.summary.deliverTo')} <AddressText region={regionLine([address.province, address.city, address.district], locale)} street={address.detail} />{' '}
          <AddressText name={address.name} mobile={address.mobile} />
        </p>
      )}
      {blocked && <p className="text-sm text-red-800">{t('checkout.blocked')}</p>}
      <Button type="submit" disabled={submitting || repricing} className="h-12 w-full text-lg" data-submit-order>
        {t(submitting ? 'checkout.submitting' : 'checkout.submit')}
      </Button>
      <p role="alert" data-checkout-refusal className="text-sm font-medium text-red-700 empty:hidden">
        {refusal}
      </p>
      <p role="status" className="text-sm text-gray-700 empty:hidden">
        {submitted ? t('checkout.toCashier') : ''}
      </p>
    </section>
  );
}
