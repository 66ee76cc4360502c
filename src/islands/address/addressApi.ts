import { http } from '../../lib/api/index.ts';
import type { AddressInput, MemberAddress } from '../../lib/schemas/address.ts';

/** The address book's calls; writes toast the server's confirmation. */
export function listAddresses(): Promise<MemberAddress[]> {
  return http.get<MemberAddress[]>('memberAddress/list');
}

/** Adds when `id` is absent, else updates. */
export function saveAddress(input: AddressInput, id?: number): Promise<MemberAddress> {
  return id === undefined
    ? http.post<MemberAddress>('memberAddress/add', input, { showSuccess: true })
    : http.post<MemberAddress>('memberAddress/update', { ...input, id }, { showSuccess: true });
}

export async function setDefaultAddress(id: number): Promise<void> {
  await http.post<MemberAddress>('memberAddress/setDefault', { id }, { showSuccess: true });
}

export async function deleteAddress(id: number): Promise<void> {
  await http.post('memberAddress/delete', { id }, { showSuccess: true });
}
