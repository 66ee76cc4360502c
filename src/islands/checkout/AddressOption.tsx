import { useId } from 'react';
import { regionLine } from '../../lib/address.ts';
import { isolate } from '../../lib/i18n/bidi.ts';
import { formatPrice } from '../../lib/money.ts';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import AddressText from '../ui/AddressText.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  address: MemberAddress;
  /** The radio group's name. */
  name: string;
  /** The fee this address would cost the order; null when the order ships free (no fee line then). */
  fee: number | null;
  checked: boolean;
  disabled: boolean;
  onChoose: (id: number) => void;
}

/** One address as a choosable card: a native radio, so arrow keys move between the cards. */
export default function AddressOption({ address, name, fee, checked, disabled, onChoose }: Props) {
  const t = useT();
  const locale = useLocale();
  const detailId = useId();
  return (
    <label
      data-address-option={address.id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-primary-400 has-checked:border-primary-600 has-checked:bg-primary-50 has-checked:ring-1 has-checked:ring-primary-600 has-disabled:cursor-not-allowed"
    >
      <input
        type="radio"
        name={name}
        value={address.id}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(address.id)}
        aria-describedby={detailId}
        className="mt-1 size-4 shrink-0 accent-primary-600"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <bdi className="font-semibold text-gray-900">{address.name}</bdi>
          <AddressText mobile={address.mobile} className="text-gray-700 tabular-nums" />
          {address.isDefault && (
            <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-medium text-white">{t('address.default')}</span>
          )}
        </span>
        <span id={detailId} className="flex flex-col gap-1">
          <AddressText region={regionLine([address.province, address.city, address.district], locale)} street={address.detail} className="text-sm break-words text-gray-700" />
          {fee !== null && <span data-address-fee className="text-xs text-gray-600">{t('address.freight', { amount: isolate(formatPrice(fee, locale)) })}</span>}
        </span>
      </span>
    </label>
  );
}
