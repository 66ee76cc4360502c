import { useState } from 'react';
import { island } from '../ui/I18nProvider.tsx';
import AddressChooser from './AddressChooser.tsx';
import BuyerMessage from './BuyerMessage.tsx';
import CheckoutLines from './CheckoutLines.tsx';
import CheckoutProblemView from './CheckoutProblemView.tsx';
import CheckoutSummary from './CheckoutSummary.tsx';
import { useCheckout } from './useCheckout.ts';

/**
 * /goods/confirmOrder?cartIds= or ?goodsId=&skuId=&quantity=: the address, the goods, a message and
 * what is payable, then the order is submitted and the shopper goes on to the cashier. Client only.
 */
export default island(function ConfirmOrder() {
  const checkout = useCheckout();
  const [message, setMessage] = useState('');
  const { problem, preview, addresses, addressId, submitting } = checkout;

  if (problem || !preview) {
    return <CheckoutProblemView problem={problem ?? { kind: 'loading' }} onRetry={() => void checkout.load()} />;
  }

  return (
    <div data-confirm-order className="flex flex-col gap-5">
      <AddressChooser
        addresses={addresses}
        chosen={addressId}
        freightFree={preview.freightFree}
        disabled={submitting}
        onChoose={checkout.choose}
        onAdded={(address) => void checkout.added(address)}
      />
      <CheckoutLines lines={preview.lines} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void checkout.submit(message);
        }}
        className="flex items-start gap-5"
      >
        <BuyerMessage value={message} disabled={submitting} onChange={setMessage} />
        <CheckoutSummary
          preview={preview}
          address={addresses.find((a) => a.id === addressId)}
          repricing={checkout.repricing}
          submitting={submitting}
          submitted={checkout.submitted}
          refusal={checkout.refusal}
        />
      </form>
    </div>
  );
});
