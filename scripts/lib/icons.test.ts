import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';
import { ICO_SIZES, icoFromPngs, PNG_ICONS, readIco, renderIcon, THEME_COLOR, webManifest, type SiteTexts } from './icons.ts';

const PUBLIC = new URL('../../public/', import.meta.url);
const publicFile = (path: string) => readFileSync(new URL(`.${path}`, PUBLIC));
const svg = publicFile('/favicon.svg');
const STALE = 'public/ no longer matches the logo or the site names: run `npx node scripts/make-icons.ts`';

/** Mean difference per channel (0–255) between two PNGs of one size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let sum = 0;
  for (let i = 0; i < x!.length; i += 1) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('ICO container', () => {
  it('holds the PNGs it was given, each described by its directory entry', async () => {
    const pngs = await Promise.all([16, 32].map(async (size) => ({ size, png: await renderIcon(svg, { size, scale: 1 }) })));
    const ico = icoFromPngs(pngs);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(readIco(ico).map((e) => [e.width, e.height, e.bitCount])).toEqual([[16, 16, 32], [32, 32, 32]]);
    expect(readIco(ico)[1]!.data.equals(pngs[1]!.png)).toBe(true);
    expect(readIco(icoFromPngs([{ size: 256, png: pngs[0]!.png }]))[0]!.width).toBe(256);
    expect(() => readIco(Buffer.from('\x89PNG\r\n\x1a\n'))).toThrow('not an ICO file');
  });
});

describe('the committed icons', () => {
  it('favicon.ico holds the logo at 16, 32 and 48 pixels', async () => {
    const images = readIco(publicFile('/favicon.ico'));
    expect(images.map((i) => i.width)).toEqual([...ICO_SIZES]);
    for (const image of images) {
      const meta = await sharp(image.data).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', image.width, image.width, true]);
      expect(await difference(image.data, await renderIcon(svg, { size: image.width, scale: 1 })), STALE).toBeLessThan(2);
    }
  });

  it('the PNG icons have their sizes, the ones on a background are opaque, and all match the logo', async () => {
    for (const icon of PNG_ICONS) {
      const png = publicFile(icon.path);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height], icon.path).toEqual(['png', icon.size, icon.size]);
      if (icon.background) expect((await sharp(png).stats()).isOpaque, icon.path).toBe(true);
      expect(await difference(png, await renderIcon(svg, icon)), `${icon.path}: ${STALE}`).toBeLessThan(2);
    }
    expect(PNG_ICONS.find((i) => i.path === '/apple-touch-icon.png')?.size).toBe(180);
  });

  it('manifest.webmanifest names the shop in every language, in the theme colour, with icons that exist at their sizes', async () => {
    const manifest = JSON.parse(publicFile('/manifest.webmanifest').toString('utf8')) as ReturnType<typeof webManifest>;
    const texts = Object.fromEntries(
      LOCALES.map((l) => {
        const messages = JSON.parse(readFileSync(new URL(`../../src/i18n/${l}.json`, import.meta.url), 'utf8')) as Record<string, string>;
        return [l, { name: messages['site.name']!, description: messages['site.description']! }];
      }),
    ) as Record<Locale, SiteTexts>;
    expect(manifest, STALE).toEqual(webManifest(texts));
    expect(manifest).toMatchObject({ name: '兰花商城', short_name: '兰花商城', start_url: '/', display: 'browser', theme_color: THEME_COLOR, background_color: '#FFFFFF' });
    expect((manifest.name_localized as Record<string, unknown>).en).toBe('Orchid Mall');
    expect((manifest.name_localized as Record<string, unknown>).ar).toEqual({ value: 'أوركيد مول', dir: 'rtl' });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    for (const size of ['192x192', '512x512']) expect(icons.some((i) => i.sizes === size && i.purpose === 'any'), size).toBe(true);
    for (const icon of icons.filter((i) => i.sizes !== 'any')) {
      const meta = await sharp(publicFile(icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });
});
