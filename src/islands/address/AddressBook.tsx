import { useCallback, useEffect, useState } from 'react';
import { FREIGHT } from '../../config/freight.ts';
import { isCancelled } from '../../lib/api/errors.ts';
import { isolate } from '../../lib/i18n/bidi.ts';
import { formatPrice } from '../../lib/money.ts';
import { ADDRESS_MAX, type MemberAddress } from '../../lib/schemas/address.ts';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import AddressCard from './AddressCard.tsx';
import AddressDialog from './AddressDialog.tsx';
import { deleteAddress, listAddresses, setDefaultAddress } from './addressApi.ts';

/** The dialog's state: closed, adding, or editing one address. */
type Editing = { address: MemberAddress | null } | null;

/** /mine/shippingAddress: the member's addresses, default first, with add, edit, default and delete. */
export default island(function AddressBook() {
  const t = useT();
  const locale = useLocale();
  const [addresses, setAddresses] = useState<MemberAddress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MemberAddress | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setAddresses(await listAddresses());
      setFailed(false);
    } catch (error) {
      if (!isCancelled(error)) setFailed(true);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch {
      // The request layer has shown why; the list stays as it was.
    } finally {
      setBusy(false);
    }
  };

  if (!addresses) {
    return failed ? (
      <LoadFailed message="address.loadFailed" onRetry={() => void refresh()} />
    ) : (
      <p className="py-10 text-gray-600" aria-busy="true">
        {t('address.loading')}
      </p>
    );
  }

  const full = addresses.length >= ADDRESS_MAX;
  const addButton = (
    <Button onClick={() => setEditing({ address: null })} disabled={full}>
      {t('address.add')}
    </Button>
  );
  const threshold = FREIGHT.freeThreshold === null ? '' : isolate(formatPrice(FREIGHT.freeThreshold, locale));

  return (
    <div data-address-book>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-baseline gap-3">
          <h2 className="text-lg font-semibold text-gray-900">{t('address.common')}</h2>
          <p className="text-sm text-gray-600">{t('address.count', { count: addresses.length, limit: ADDRESS_MAX })}</p>
        </div>
        {addresses.length > 0 && addButton}
      </div>
      <p className="mt-1 text-sm text-gray-600">{t('address.freightHint', { threshold })}</p>
      {full && <p className="mt-1 text-sm text-gray-700">{t('address.limit', { count: ADDRESS_MAX })}</p>}

      {addresses.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-6 py-14 text-center">
          <p className="text-lg font-medium text-gray-800">{t('address.empty')}</p>
          <p className="text-gray-600">{t('address.emptyHint')}</p>
          <div className="mt-2">{addButton}</div>
        </div>
      ) : (
        <ul className="mt-5 flex flex-col gap-3" aria-busy={busy || undefined}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={() => setEditing({ address })}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => void run(() => setDefaultAddress(address.id))}
            />
          ))}
        </ul>
      )}

      <AddressDialog
        open={editing !== null}
        address={editing?.address ?? null}
        first={addresses.length === 0}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.confirmDelete.title')}
        message={t('address.confirmDelete.text', { name: isolate(deleting?.name ?? '') })}
        confirmLabel={t('address.delete')}
        danger
        alert
        onConfirm={() => deleting && run(() => deleteAddress(deleting.id))}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
});
