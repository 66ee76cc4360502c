/**
 * Shipping fees, in fen, by the region of the delivery address. Operator settings: edit the numbers
 * below and rebuild to change them. The region comes from the address's six-digit province code.
 */
export type FreightZone = 'standard' | 'remote' | 'hkMoTw' | 'overseas';

export interface FreightTable {
  fees: Record<FreightZone, number>;
  /** Province codes (two leading digits) charged the remote fee. */
  remoteProvinces: readonly number[];
  /** Goods totals at or above this ship free; null turns the threshold off. */
  freeThreshold: number | null;
}

export const FREIGHT: FreightTable = {
  fees: { standard: 1000, remote: 2000, hkMoTw: 3000, overseas: 6000 },
  // Inner Mongolia, Tibet, Gansu, Qinghai, Ningxia and Xinjiang: the carriers' surcharge regions.
  remoteProvinces: [15, 54, 62, 63, 64, 65],
  freeThreshold: 9900,
};
