import { http } from '../../lib/api/index.ts';
import type { AddressInput, MemberAddress } from '../../lib/schemas/address.ts';
import { $curMemberAddress, setCurMemberAddress } from '../../stores/common.ts';

/** The address book's calls, keeping the address chosen for checkout in step with what changed. */
export function listAddresses(): Promise<MemberAddress[]> {
  return http.get<MemberAddress[]>('memberAddress/list');
}

function syncChosen(address: MemberAddress): void {
  if ($curMemberAddress.get()?.id !== address.id) return;
  setCurMemberAddress({ id: address.id, name: address.name, mobile: address.mobile, address: address.address, isDefault: address.isDefault });
}

/** Adds when `id` is absent, else updates; the request layer toasts the server's confirmation. */
export async function saveAddress(input: AddressInput, id?: number): Promise<MemberAddress> {
  const saved = id === undefined
    ? await http.post<MemberAddress>('memberAddress/add', input, { showSuccess: true })
    : await http.post<MemberAddress>('memberAddress/update', { ...input, id }, { showSuccess: true });
  syncChosen(saved);
  return saved;
}

export async function setDefaultAddress(id: number): Promise<void> {
  syncChosen(await http.post<MemberAddress>('memberAddress/setDefault', { id }, { showSuccess: true }));
}

export async function deleteAddress(id: number): Promise<void> {
  await http.post('memberAddress/delete', { id }, { showSuccess: true });
  if ($curMemberAddress.get()?.id === id) setCurMemberAddress(null);
}
