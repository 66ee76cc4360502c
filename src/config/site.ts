/**
 * Customer-service contacts shown in the footer and the floating widget. Operator settings: edit and
 * rebuild; the WeChat QR code is drawn from `wechatId` (src/components/WechatQr.astro).
 */
export const SITE = {
  /** Shown as dialled, also used for the tel: link (digits only). */
  hotline: '400-886-1688',
  wechatId: 'OrchidMallService',
  /** Open every day, Monday to Sunday (the seed); local time of the shop. */
  serviceHours: '09:00–22:00',
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
