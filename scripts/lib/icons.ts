/**
 * The site's icons and web app manifest, all made from the orchid logo (public/favicon.svg) and the site's name
 * and description in each language (src/i18n/*.json). scripts/make-icons.ts writes them to public/;
 * scripts/lib/icons.test.ts fails when the committed files no longer match the logo or the names.
 */
import sharp from 'sharp';
import { isRtl, LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';

export const THEME_COLOR = '#AF57FF';
export const BACKGROUND_COLOR = '#FFFFFF';

/** Sizes inside /favicon.ico: browser tabs (16, 32) and Windows shortcuts (48). */
export const ICO_SIZES = [16, 32, 48] as const;

export interface IconFile {
  /** Path under public/ and under the site root. */
  path: string;
  size: number;
  /** The logo's share of the square: icons drawn on a background leave a margin (maskable: the 80% safe zone). */
  scale: number;
  background?: string;
}

/**
 * PNG icons besides the ICO. iOS fills a transparent apple-touch-icon with black, so it gets the white
 * background; a maskable icon may be cut to a circle, so its logo keeps within the middle 80%.
 */
export const PNG_ICONS: readonly IconFile[] = [
  { path: '/apple-touch-icon.png', size: 180, scale: 0.8, background: BACKGROUND_COLOR },
  { path: '/icons/icon-192.png', size: 192, scale: 1 },
  { path: '/icons/icon-512.png', size: 512, scale: 1 },
  { path: '/icons/maskable-512.png', size: 512, scale: 0.7, background: BACKGROUND_COLOR },
];

/** The logo drawn as a square PNG of `size` pixels. */
export async function renderIcon(svg: Buffer, { size, scale, background }: Omit<IconFile, 'path'>): Promise<Buffer> {
  const inner = Math.round(size * scale);
  // Rasterised at the final size straight from the vector (density), so no small size is a blurred large one.
  const viewBox = /viewBox="[\d.\s-]*?\s([\d.]+)\s+([\d.]+)"/.exec(svg.toString('utf8'));
  const width = viewBox ? Number(viewBox[1]) : 64;
  const logo = await sharp(svg, { density: (72 * inner) / width }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const margin = Math.floor((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: logo, top: margin, left: margin }])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/**
 * An ICO file holding PNG images (the ICO format has allowed PNG entries since Windows Vista; every current
 * browser reads them): a 6-byte header, a 16-byte entry per image (width and height, 0 meaning 256; 32 bits per
 * pixel; its length and offset), then the images.
 */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/** The images an ICO file holds, as its directory describes them. */
export function readIco(ico: Buffer): { width: number; height: number; bitCount: number; data: Buffer }[] {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error('not an ICO file');
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return { width: ico.readUInt8(at) || 256, height: ico.readUInt8(at + 1) || 256, bitCount: ico.readUInt16LE(at + 6), data: ico.subarray(offset, offset + size) };
  });
}

export interface SiteTexts {
  name: string;
  description: string;
}

/**
 * The web app manifest. One file serves every language, so its own name is the default language's (zh, the
 * unprefixed site and x-default) and the other nine travel in the `*_localized` members that browsers with
 * manifest localisation read (the others ignore them). It opens as a website (`display: browser`): a shop's
 * pages are shared by their addresses, which an app window would hide.
 */
export function webManifest(texts: Record<Locale, SiteTexts>): Record<string, unknown> {
  const others = LOCALES.filter((l) => l !== 'zh');
  // A right-to-left value says so (the member's form for a value with its own direction).
  const localized = (pick: (t: SiteTexts) => string) => Object.fromEntries(others.map((l) => [l, isRtl(l) ? { value: pick(texts[l]), dir: 'rtl' } : pick(texts[l])]));
  return {
    id: '/',
    name: texts.zh.name,
    short_name: texts.zh.name,
    description: texts.zh.description,
    lang: 'zh',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    name_localized: localized((t) => t.name),
    short_name_localized: localized((t) => t.name),
    description_localized: localized((t) => t.description),
  };
}
