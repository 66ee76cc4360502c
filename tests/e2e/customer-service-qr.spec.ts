import jsQR from 'jsqr';
import sharp from 'sharp';
import { SITE } from '../../src/config/site.ts';
import { expect, test } from './fixtures.ts';

/** The customer-service QR code is a real code of the configured WeChat id, read back from the screen. */

async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

for (const prefix of ['', '/ar']) {
  test(`${prefix || 'zh'}: the footer and the service popover show a QR code that scans as the shop's WeChat id`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const footerQr = page.locator('footer [data-wechat-qr]');
    await footerQr.scrollIntoViewIfNeeded();
    expect(await decode(await footerQr.screenshot())).toBe(`weixin://contacts/profile/${SITE.wechatId}`);

    await page.locator('[data-service-toggle]').click();
    const shown = page.locator('#om-service [data-wechat-qr]');
    await expect(shown).toBeVisible();
    expect(await decode(await shown.screenshot())).toBe(`weixin://contacts/profile/${SITE.wechatId}`);
  });
}
