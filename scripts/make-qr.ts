/**
 * Writes public/images/wechat-qr.svg for the WeChat id in src/config/site.ts.
 * Usage: node scripts/make-qr.ts
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { SITE } from '../src/config/site.ts';

const payload = `weixin://contacts/profile/${SITE.wechatId}`;
const svg = await QRCode.toString(payload, {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  color: { dark: '#1f1235', light: '#ffffff' },
});
const target = new URL(`../public${SITE.wechatQr}`, import.meta.url);
writeFileSync(target, svg);
console.log(`wrote ${target.pathname} for ${payload}`);
