import { describe, expect, it } from 'vitest';
import { addressSchema, type MemberAddress } from '../../lib/schemas/address.ts';
import { hasErrors } from '../ui/forms.ts';
import { EMPTY_ADDRESS, addressErrors, addressFieldError, addressPayload, valuesOf, type AddressValues } from './addressForm.ts';

const filled: AddressValues = {
  name: '张三',
  mobile: '13800138000',
  provinceId: '440000',
  cityId: '440300',
  districtId: '440305',
  detail: '科技园南路 88 号',
  isDefault: false,
};

describe('address form', () => {
  it('asks for every field of an empty form', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      name: 'validation.address.name.required',
      mobile: 'validation.address.mobile.required',
      region: 'validation.address.region.required',
      detail: 'validation.address.detail.required',
    });
  });

  it('wants the whole region, down to the district', () => {
    expect(addressFieldError('region', { ...filled, districtId: '' })).toBe('validation.address.region.required');
    expect(addressFieldError('region', filled)).toBeUndefined();
  });

  it('checks the mobile number against the chosen region', () => {
    expect(addressFieldError('mobile', { ...filled, mobile: '91234567' })).toBe('validation.address.mobile.invalid');
    expect(addressFieldError('mobile', { ...filled, mobile: '91234567', provinceId: '810000' })).toBeUndefined();
    expect(addressFieldError('mobile', { ...filled, mobile: '0912345678', provinceId: '710000' })).toBeUndefined();
    expect(addressFieldError('mobile', { ...EMPTY_ADDRESS, mobile: '13800138000' })).toBeUndefined();
  });

  it('agrees with the schema the server applies', () => {
    const cases: AddressValues[] = [
      filled,
      { ...filled, name: ' ' },
      { ...filled, mobile: '1380013800' },
      { ...filled, mobile: '91234567', provinceId: '810000', cityId: '810100', districtId: '810101' },
      { ...filled, mobile: '91234567' },
      { ...filled, detail: '一号' },
      { ...filled, cityId: '' },
    ];
    for (const values of cases) {
      expect(hasErrors(addressErrors(values)), JSON.stringify(values)).toBe(!addressSchema.safeParse(addressPayload(values)).success);
    }
  });

  it('sends numbers for the region and trimmed text', () => {
    expect(addressPayload({ ...filled, name: ' 张三 ', mobile: '138 0013-8000', isDefault: true })).toEqual({
      name: '张三',
      mobile: '13800138000',
      provinceId: 440000,
      cityId: 440300,
      districtId: 440305,
      detail: '科技园南路 88 号',
      isDefault: true,
    });
  });

  it('starts an edit from the saved address', () => {
    const saved = { id: 7, ...addressPayload(filled), province: '广东省', city: '深圳市', district: '南山区', address: '', isDefault: true, freight: 1000 } as MemberAddress;
    expect(valuesOf(saved)).toEqual({ ...filled, isDefault: true });
    expect(valuesOf(null)).toEqual(EMPTY_ADDRESS);
  });
});
