import { regionLine } from '../../lib/address.ts';
import { isolate } from '../../lib/i18n/bidi.ts';
import { formatPrice } from '../../lib/money.ts';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import AddressText from '../ui/AddressText.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  address: MemberAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

const action = 'rounded px-2 py-1 text-sm disabled:opacity-60';
const plain = `${action} text-primary-700 hover:bg-primary-50 hover:text-primary-800`;
const danger = `${action} text-red-700 hover:bg-red-50 hover:text-red-800`;

/** One address of the book: consignee, number, full address, its freight, and what can be done with it. */
export default function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <li
      data-address-id={address.id}
      className={`flex items-start gap-6 rounded-lg border p-5 ${address.isDefault ? 'border-primary-300 bg-primary-50/40' : 'border-gray-200'}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h3 className="font-semibold text-gray-900">
            <bdi>{address.name}</bdi>
          </h3>
          <AddressText mobile={address.mobile} className="text-gray-700 tabular-nums" />
          {address.isDefault && (
            <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-medium text-white">{t('address.default')}</span>
          )}
        </div>
        <p className="mt-2 break-words text-gray-700">
          <AddressText region={regionLine([address.province, address.city, address.district], locale)} street={address.detail} />
        </p>
        <p className="mt-1 text-sm text-gray-600">{t('address.freight', { amount: isolate(formatPrice(address.freight, locale)) })}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {!address.isDefault && (
          <button type="button" onClick={onSetDefault} disabled={busy} className={plain}>
            {t('address.setDefault')}
          </button>
        )}
        <button type="button" onClick={onEdit} disabled={busy} className={plain}>
          {t('address.edit')}
        </button>
        <button type="button" onClick={onDelete} disabled={busy} className={danger}>
          {t('address.delete')}
        </button>
      </div>
    </li>
  );
}
