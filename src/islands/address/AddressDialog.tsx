import { useEffect, useId } from 'react';
import { CONSIGNEE_MAX, DETAIL_MAX, MOBILE_MAX, type MemberAddress } from '../../lib/schemas/address.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import Modal from '../ui/Modal.tsx';
import { useT } from '../ui/i18n.ts';
import RegionPicker from './RegionPicker.tsx';
import { useAddressForm } from './useAddressForm.ts';

interface Props {
  open: boolean;
  /** The address being edited; null adds a new one. */
  address: MemberAddress | null;
  /** The member has no address yet: this one becomes the default whatever the box says. */
  first?: boolean;
  /** Called whenever the dialog closes: cancel, Escape, the close button, or after saving. */
  onClose: () => void;
  onSaved: (address: MemberAddress) => void;
}

/**
 * Adds or edits a shipping address in a modal: consignee, mobile number, region picker, detailed
 * address and the default flag, checked on blur with the shared schema. Used by the address book and
 * by any page that adds an address in place.
 */
export default function AddressDialog({ open, address, first = false, onClose, onSaved }: Props) {
  const t = useT();
  const id = useId();
  const form = useAddressForm(address?.id, (saved) => {
    onSaved(saved);
    onClose();
  });
  const { values, errors, reset } = form;
  const lockedDefault = first || (address?.isDefault ?? false);

  // Each opening starts from the address being edited (or an empty form), not from what was left last time.
  useEffect(() => {
    if (open) reset(address);
  }, [open, address, reset]);

  const error = (field: keyof typeof errors) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Modal open={open} title={t(address ? 'address.dialog.edit' : 'address.add')} onClose={onClose} size="lg" data-address-dialog>
      <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-1">
        <div className="grid grid-cols-2 items-start gap-4">
          <Field
            label={t('address.field.name')}
            value={values.name}
            onChange={(e) => form.set('name', e.target.value)}
            onBlur={() => form.blur('name')}
            error={error('name')}
            placeholder={t('address.field.namePlaceholder')}
            maxLength={CONSIGNEE_MAX}
            autoComplete="name"
          />
          <Field
            label={t('address.field.mobile')}
            value={values.mobile}
            onChange={(e) => form.set('mobile', e.target.value)}
            onBlur={() => form.blur('mobile')}
            error={error('mobile')}
            placeholder={t('address.field.mobilePlaceholder')}
            hint={t('address.field.mobileHint')}
            maxLength={MOBILE_MAX}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </div>
        <RegionPicker
          value={{ provinceId: values.provinceId, cityId: values.cityId, districtId: values.districtId }}
          onChange={form.setRegion}
          onBlur={() => form.blur('region')}
          error={error('region')}
        />
        <Field
          label={t('address.field.detail')}
          value={values.detail}
          onChange={(e) => form.set('detail', e.target.value)}
          onBlur={() => form.blur('detail')}
          error={error('detail')}
          placeholder={t('address.field.detailPlaceholder')}
          maxLength={DETAIL_MAX}
          autoComplete="street-address"
        />
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={lockedDefault || values.isDefault}
            disabled={lockedDefault}
            onChange={(e) => form.setDefault(e.target.checked)}
            aria-describedby={lockedDefault ? `${id}-default-hint` : undefined}
            className="size-4 accent-primary-600"
          />
          {t('address.field.isDefault')}
        </label>
        {lockedDefault && (
          <p id={`${id}-default-hint`} className="ms-6 text-xs text-gray-600">
            {t(first ? 'address.field.firstDefault' : 'address.field.defaultLocked')}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={form.saving}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
