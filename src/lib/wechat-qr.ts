import QRCode from 'qrcode';

/** What the customer-service code holds: WeChat's contact link for the id, which phone cameras offer to open in WeChat. */
export function wechatQrText(wechatId: string): string {
  return `weixin://contacts/profile/${wechatId}`;
}

const drawn = new Map<string, Promise<string>>();

/** The QR code of `wechatQrText(wechatId)` as SVG markup, drawn once per id and process. */
export function wechatQrSvg(wechatId: string): Promise<string> {
  let svg = drawn.get(wechatId);
  if (!svg) {
    svg = QRCode.toString(wechatQrText(wechatId), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#1f1235', light: '#ffffff' } });
    drawn.set(wechatId, svg);
  }
  return svg;
}
