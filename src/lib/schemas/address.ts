import { z } from './zod.ts';
import { flagField, idField, userText, wholeNumber } from './common.ts';

/**
 * Address payloads, shared by the address dialog and the memberAddress routes. Error messages are
 * message keys: the form shows t(key), the server answers with the same translated text.
 */
export const ADDRESS_MAX = 20;
export const CONSIGNEE_MAX = 20;
export const DETAIL_MIN = 5;
export const DETAIL_MAX = 120;
export const MOBILE_MAX = 15;

/** A mobile number as stored: the spaces and hyphens people type between groups of digits left out. */
export const normalizeMobile = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The mobile number rule of the address's region: an 11-digit mainland mobile (1[3-9]…), 8 digits in
 * Hong Kong and Macau, 09 and 8 digits in Taiwan, 6–15 digits abroad. Before a region is chosen the
 * mainland rule applies, as most members live there.
 */
export function mobilePattern(provinceId: number | undefined): RegExp {
  switch (Math.floor((provinceId ?? 0) / 10000)) {
    case 81:
    case 82:
      return /^\d{8}$/;
    case 71:
      return /^09\d{8}$/;
    case 90:
      return /^\d{6,15}$/;
    default:
      return /^1[3-9]\d{9}$/;
  }
}

export const consigneeField = userText(
  'validation.address.name.required',
  z.string().trim().min(1, 'validation.address.name.required').max(CONSIGNEE_MAX, 'validation.address.name.length'),
);

export const mobileField = z
  .string('validation.address.mobile.required')
  .transform(normalizeMobile)
  .pipe(z.string().min(1, 'validation.address.mobile.required').regex(/^\d{1,15}$/, 'validation.address.mobile.invalid'));

export const detailField = userText(
  'validation.address.detail.required',
  z
    .string()
    .trim()
    .min(1, 'validation.address.detail.required')
    .min(DETAIL_MIN, 'validation.address.detail.length')
    .max(DETAIL_MAX, 'validation.address.detail.length'),
);

const regionCode = wholeNumber('validation.address.region.required', 110000, 999999);

const addressFields = z.object({
  name: consigneeField,
  mobile: mobileField,
  provinceId: regionCode,
  cityId: regionCode,
  districtId: regionCode,
  detail: detailField,
  /** Only ever promotes: the default moves by making another address the default. */
  isDefault: flagField().optional().default(false),
});

const mobileMatchesRegion = (v: { mobile: string; provinceId: number }) => mobilePattern(v.provinceId).test(v.mobile);
const mobileIssue = { path: ['mobile'], message: 'validation.address.mobile.invalid' };

export const addressSchema = addressFields.refine(mobileMatchesRegion, mobileIssue);
export type AddressInput = z.input<typeof addressSchema>;
export type AddressPayload = z.infer<typeof addressSchema>;

export const addressIdSchema = z.object({ id: idField('address.notFound') });

export const updateAddressSchema = addressFields.extend(addressIdSchema.shape).refine(mobileMatchesRegion, mobileIssue);
export type UpdateAddressPayload = z.infer<typeof updateAddressSchema>;

/** An address as memberAddress/list and the writes return it. Freight is in fen. */
export interface MemberAddress {
  id: number;
  name: string;
  mobile: string;
  provinceId: number;
  cityId: number;
  districtId: number;
  province: string;
  city: string;
  district: string;
  detail: string;
  /** The region and the detail in one line, as a label prints it. */
  address: string;
  isDefault: boolean;
  /** What an order that does not ship free pays to this address. */
  freight: number;
}
