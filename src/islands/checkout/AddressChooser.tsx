import { useEffect, useId, useRef, useState } from 'react';
import { ADDRESS_MAX, type MemberAddress } from '../../lib/schemas/address.ts';
import type { FreightFree } from '../../lib/schemas/order-view.ts';
import AddressDialog from '../address/AddressDialog.tsx';
import Button from '../ui/Button.tsx';
import { useT } from '../ui/i18n.ts';
import AddressOption from './AddressOption.tsx';
import { defaultFirst } from './addressChoice.ts';
import { addressCardFee } from './summary.ts';

interface Props {
  addresses: MemberAddress[];
  chosen: number | null;
  /** Why the order ships free wherever it goes; the cards then name no fee. */
  freightFree: FreightFree | null;
  disabled: boolean;
  onChoose: (id: number) => void;
  onAdded: (address: MemberAddress) => void;
}

/**
 * Where the order goes: the member's addresses as a radio group (the default first and preselected),
 * and a new address added in place, which is then chosen.
 */
export default function AddressChooser({ addresses, chosen, freightFree, disabled, onChoose, onAdded }: Props) {
  const t = useT();
  const id = useId();
  const [adding, setAdding] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const [justAdded, setJustAdded] = useState<number | null>(null);

  // The add button the dialog would hand focus back to may be gone (the empty state): focus the new card.
  useEffect(() => {
    if (justAdded === null || !addresses.some((a) => a.id === justAdded)) return;
    group.current?.querySelector<HTMLInputElement>(`input[value="${justAdded}"]`)?.focus();
    setJustAdded(null);
  }, [addresses, justAdded]);
  const full = addresses.length >= ADDRESS_MAX;
  const addButton = (
    <Button variant="outline" size="sm" disabled={full || disabled} onClick={() => setAdding(true)}>
      {t('address.add')}
    </Button>
  );

  return (
    <section aria-labelledby={`${id}-title`} data-address-chooser className="rounded-lg border border-gray-200 bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t('checkout.address.title')}
        </h2>
        {addresses.length > 0 && addButton}
      </div>
      {addresses.length === 0 ? (
        <div data-address-empty className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-6 py-8 text-center">
          <p className="font-medium text-gray-800">{t('order.addressRequired')}</p>
          <p className="text-sm text-gray-600">{t('checkout.address.emptyHint')}</p>
          {addButton}
        </div>
      ) : (
        <>
          {chosen === null && <p className="mb-3 text-sm font-medium text-red-700">{t('order.addressRequired')}</p>}
          <div ref={group} role="radiogroup" aria-labelledby={`${id}-title`} className="grid grid-cols-3 gap-3">
            {defaultFirst(addresses).map((address) => (
              <AddressOption
                key={address.id}
                address={address}
                name={`${id}-address`}
                fee={addressCardFee(address.freight, freightFree)}
                checked={address.id === chosen}
                disabled={disabled}
                onChoose={onChoose}
              />
            ))}
          </div>
          {full && <p className="mt-3 text-sm text-gray-700">{t('address.limit', { count: ADDRESS_MAX })}</p>}
        </>
      )}
      <AddressDialog
        open={adding}
        address={null}
        first={addresses.length === 0}
        onClose={() => setAdding(false)}
        onSaved={(address) => {
          setJustAdded(address.id);
          onAdded(address);
        }}
      />
    </section>
  );
}
