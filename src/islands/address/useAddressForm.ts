import { useCallback, useState } from 'react';
import { digitsOnly } from '../../lib/digits.ts';
import { MOBILE_MAX, type MemberAddress } from '../../lib/schemas/address.ts';
import { hasErrors, type FieldErrors } from '../ui/forms.ts';
import type { Region } from './RegionPicker.tsx';
import { saveAddress } from './addressApi.ts';
import { addressErrors, addressFieldError, addressPayload, valuesOf, type AddressField, type AddressValues } from './addressForm.ts';

/** State of the address dialog's form: values, problems found on blur or submit, and saving. */
export function useAddressForm() {
  const [values, setValues] = useState<AddressValues>(valuesOf(null));
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [saving, setSaving] = useState(false);

  const reset = useCallback((address: MemberAddress | null) => {
    setValues(valuesOf(address));
    setErrors({});
  }, []);

  const set = (field: 'name' | 'mobile' | 'detail', value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'mobile' ? digitsOnly(value, MOBILE_MAX) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const setRegion = (region: Region) => {
    const next = { ...values, ...region };
    setValues(next);
    // A mobile number already checked is checked again: the rule depends on the region.
    setErrors((e) => ({ ...e, region: undefined, mobile: next.mobile ? addressFieldError('mobile', next) : e.mobile }));
  };

  const setDefault = (isDefault: boolean) => setValues((v) => ({ ...v, isDefault }));

  const blur = (field: AddressField) => setErrors((e) => ({ ...e, [field]: addressFieldError(field, values) }));

  /** Checks every field, then saves; resolves to the saved address, or null when something stopped it. */
  const submit = async (id?: number): Promise<MemberAddress | null> => {
    const found = addressErrors(values);
    setErrors(found);
    if (hasErrors(found)) return null;
    setSaving(true);
    try {
      return await saveAddress(addressPayload(values), id);
    } catch {
      // The request layer has shown why; the form keeps what was typed.
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, reset, set, setRegion, setDefault, blur, submit };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
