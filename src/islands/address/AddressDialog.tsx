import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { CONSIGNEE_MAX, DETAIL_MAX, MOBILE_MAX, type MemberAddress } from '../../lib/schemas/address.ts';
import { focusFirstInvalid } from '../account/styles.ts';
import Field from '../settings/Field.tsx';
import { primaryButton, secondaryButton } from '../settings/buttons.ts';
import RegionPicker from './RegionPicker.tsx';
import { useAddressForm } from './useAddressForm.ts';

export interface AddressDialogProps {
  t: TFunction;
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
 * Adds or edits a shipping address in a native modal <dialog>: consignee, mobile number, region
 * picker, detailed address and the default flag, checked on blur with the shared schema. Used by the
 * address book and by any page that adds an address in place.
 */
export default function AddressDialog({ t, open, address, first = false, onClose, onSaved }: AddressDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useAddressForm();
  const { values, errors, reset } = form;
  const lockedDefault = first || (address?.isDefault ?? false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      reset(address);
      el.showModal();
      el.querySelector('input')?.focus();
    } else if (!open && el.open) el.close();
  }, [open, address, reset]);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const saved = await form.submit(address?.id);
    if (saved) {
      onSaved(saved);
      onClose();
    } else focusFirstInvalid(formEl);
  }

  const error = (field: keyof typeof errors) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      data-address-dialog
      onClose={() => {
        if (open) onClose();
      }}
      className="m-auto w-[560px] max-w-[calc(100vw-2rem)] rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t(address ? 'address.dialog.edit' : 'address.add')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="flex size-8 shrink-0 items-center justify-center rounded-full text-xl text-gray-500 hover:bg-gray-100"
        >
          ×
        </button>
      </div>
      <form noValidate onSubmit={save} className="flex flex-col gap-1 px-6 pt-4 pb-6">
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
          t={t}
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
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t('common.cancel')}
          </button>
          <button type="submit" disabled={form.saving} className={primaryButton}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
