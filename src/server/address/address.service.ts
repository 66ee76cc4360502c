import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import { ADDRESS_MAX, type AddressPayload, type MemberAddress, type UpdateAddressPayload } from '../../lib/schemas/address.ts';
import { addressLine, regionLine } from '../../lib/address.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { resolveRegion } from './area.ts';
import { regionNames } from './region-names.ts';
import { regionFreight } from './freight.ts';
import { lockMember } from '../member/member-records.service.ts';
import * as repo from './address.repository.ts';

/** An address in the reader's language: region names from the codes, or as saved when the tree lost them. */
function toMemberAddress(row: repo.AddressRow, locale: Locale): MemberAddress {
  const [province = row.province, city = row.city, district = row.district] = regionNames([row.province_id, row.city_id, row.district_id], locale) ?? [];
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    provinceId: row.province_id,
    cityId: row.city_id,
    districtId: row.district_id,
    province,
    city,
    district,
    detail: row.detail,
    address: addressLine(regionLine([province, city, district], locale), row.detail, locale),
    isDefault: row.is_default === 1,
    freight: regionFreight(row.province_id),
  };
}

/** The payload's columns, with the region's names taken from the tree after checking it is one branch. */
function columns(input: AddressPayload): repo.AddressValues {
  const region = resolveRegion(input.provinceId, input.cityId, input.districtId);
  if (!region) throw new DomainError('validation.address.region.invalid');
  const [province, city, district] = region;
  return {
    name: input.name,
    mobile: input.mobile,
    province_id: province.id,
    city_id: city.id,
    district_id: district.id,
    province: province.name,
    city: city.name,
    district: district.name,
    detail: input.detail,
  };
}

export async function listAddresses(db: Executor, memberId: number, locale: Locale): Promise<MemberAddress[]> {
  return (await repo.listRows(db, memberId)).map((row) => toMemberAddress(row, locale));
}

/** One of the member's addresses; another member's id is not found. The order flow reads addresses here. */
export async function findAddress(db: Executor, memberId: number, id: number, locale: Locale): Promise<MemberAddress> {
  const row = await repo.findRow(db, memberId, id);
  if (!row) throw new NotFoundError('address.notFound');
  return toMemberAddress(row, locale);
}

/** Adds an address; the member's first one, or one asked to be, becomes the default. */
export function addAddress(db: DbPool, memberId: number, input: AddressPayload, locale: Locale): Promise<MemberAddress> {
  const values = columns(input);
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const count = await repo.countRows(trx, memberId);
    if (count >= ADDRESS_MAX) throw new DomainError('address.limit', { count: ADDRESS_MAX });
    const isDefault = count === 0 || input.isDefault;
    if (isDefault) await repo.clearDefault(trx, memberId);
    const id = await repo.insertRow(trx, memberId, values, isDefault);
    return findAddress(trx, memberId, id, locale);
  });
}

/** Changes an address. `isDefault` only promotes: the default moves when another address takes it. */
export function updateAddress(db: DbPool, memberId: number, input: UpdateAddressPayload, locale: Locale): Promise<MemberAddress> {
  const values = columns(input);
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const row = await repo.findRow(trx, memberId, input.id);
    if (!row) throw new NotFoundError('address.notFound');
    if (input.isDefault && row.is_default !== 1) await repo.clearDefault(trx, memberId);
    await repo.updateRow(trx, memberId, input.id, { ...values, ...(input.isDefault ? { is_default: 1 } : {}) });
    return findAddress(trx, memberId, input.id, locale);
  });
}

export function setDefaultAddress(db: DbPool, memberId: number, id: number, locale: Locale): Promise<MemberAddress> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const row = await repo.findRow(trx, memberId, id);
    if (!row) throw new NotFoundError('address.notFound');
    if (row.is_default !== 1) {
      await repo.clearDefault(trx, memberId);
      await repo.updateRow(trx, memberId, id, { is_default: 1 });
    }
    return findAddress(trx, memberId, id, locale);
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes over. */
export function deleteAddress(db: DbPool, memberId: number, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const row = await repo.findRow(trx, memberId, id);
    if (!row) throw new NotFoundError('address.notFound');
    await repo.deleteRow(trx, memberId, id);
    if (row.is_default !== 1) return;
    const [next] = await repo.listRows(trx, memberId);
    if (next) await repo.updateRow(trx, memberId, next.id, { is_default: 1 });
  });
}
