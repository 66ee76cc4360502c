import { useCallback } from 'react';
import { digitsOnly } from '../../lib/digits.ts';
import { MOBILE_MAX, type MemberAddress } from '../../lib/schemas/address.ts';
import { useForm } from '../ui/useForm.ts';
import type { Region } from './RegionPicker.tsx';
import { saveAddress } from './addressApi.ts';
import { addressErrors, addressFieldError, addressPayload, valuesOf, type AddressField, type AddressValues } from './addressForm.ts';

/**
 * State of the address dialog's form: values, problems found on blur or submit, and saving the address
 * with id `id` (a new one without).
 */
export function useAddressForm(id: number | undefined, onSaved: (address: MemberAddress) => void) {
  const form = useForm<AddressValues, AddressField>({
    initial: () => valuesOf(null),
    rules: addressErrors,
    send: async (values) => onSaved(await saveAddress(addressPayload(values), id)),
  });
  const { values, setValues, setErrors, mark } = form;

  const reset = useCallback(
    (address: MemberAddress | null) => {
      setValues(valuesOf(address));
      setErrors({});
    },
    [setValues, setErrors],
  );

  const set = (field: 'name' | 'mobile' | 'detail', value: string) => form.set(field, field === 'mobile' ? digitsOnly(value, MOBILE_MAX) : value);

  const setRegion = (region: Region) => {
    const next = { ...values, ...region };
    setValues(next);
    // A mobile number already checked is checked again: the rule depends on the region.
    setErrors((e) => ({ ...e, region: undefined, mobile: next.mobile ? addressFieldError('mobile', next) : e.mobile }));
  };

  const setDefault = (isDefault: boolean) => setValues((v) => ({ ...v, isDefault }));

  const blur = (field: AddressField) => mark({ [field]: addressFieldError(field, values) });

  return { values, errors: form.errors, saving: form.busy, reset, set, setRegion, setDefault, blur, submit: form.submit };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
