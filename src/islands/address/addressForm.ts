import type { MessageKey } from '../../lib/i18n/messages.ts';
import {
  consigneeField,
  detailField,
  mobileField,
  mobilePattern,
  normalizeMobile,
  type AddressInput,
  type MemberAddress,
} from '../../lib/schemas/address.ts';
import { fieldError, type FieldErrors } from '../ui/forms.ts';

/** What the address dialog holds while the member types; region codes are '' until chosen. */
export interface AddressValues {
  name: string;
  mobile: string;
  provinceId: string;
  cityId: string;
  districtId: string;
  detail: string;
  isDefault: boolean;
}

export type AddressField = 'name' | 'mobile' | 'region' | 'detail';

export const EMPTY_ADDRESS: AddressValues = { name: '', mobile: '', provinceId: '', cityId: '', districtId: '', detail: '', isDefault: false };

export function valuesOf(address: MemberAddress | null): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    name: address.name,
    mobile: address.mobile,
    provinceId: String(address.provinceId),
    cityId: String(address.cityId),
    districtId: String(address.districtId),
    detail: address.detail,
    isDefault: address.isDefault,
  };
}

/** The rules of the shared schema, one field at a time, so each can be checked when it loses focus. */
export function addressFieldError(field: AddressField, v: AddressValues): MessageKey | undefined {
  switch (field) {
    case 'name':
      return fieldError(consigneeField, v.name);
    case 'mobile': {
      const parsed = mobileField.safeParse(v.mobile);
      if (!parsed.success) return parsed.error.issues[0]?.message as MessageKey;
      return mobilePattern(v.provinceId ? Number(v.provinceId) : undefined).test(parsed.data) ? undefined : 'validation.address.mobile.invalid';
    }
    case 'region':
      return v.provinceId && v.cityId && v.districtId ? undefined : 'validation.address.region.required';
    case 'detail':
      return fieldError(detailField, v.detail);
  }
}

export const ADDRESS_FIELDS: AddressField[] = ['name', 'mobile', 'region', 'detail'];

export function addressErrors(v: AddressValues): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldError(field, v);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function addressPayload(v: AddressValues): AddressInput {
  return {
    name: v.name.trim(),
    mobile: normalizeMobile(v.mobile),
    provinceId: Number(v.provinceId),
    cityId: Number(v.cityId),
    districtId: Number(v.districtId),
    detail: v.detail.trim(),
    isDefault: v.isDefault,
  };
}
