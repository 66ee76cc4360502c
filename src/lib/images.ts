/**
 * Pictures at the size they are shown (docs/decisions/086-images-at-their-size.md). A picture stored with its
 * variants is named by its full size, `…/<id>.<W>x<H>.jpg` (the JPEG fallback, long side at most 1600 px), and its
 * smaller copies sit beside it under names derived from that one, so a page needs nothing but the URL:
 * - `<id>.<W>x<H>.w<w>.webp`: the whole picture `w` pixels wide, for every ladder step below W;
 * - `<id>.<W>x<H>.webp`: the whole picture at full size;
 * - `<id>.<W>x<H>.c<s>.webp` and `.jpg`: a centred square of `s` pixels (member pictures that are not square);
 * - `<id>.<W>x<H>.og.jpg`: the 1200 × 630 picture link previews show (goods pictures).
 * JPEG is the fallback of browsers without WebP (none the shop supports today): the full picture and the squares,
 * not every width, which would double the work of every upload for nobody.
 * A URL without the size (pictures stored before variants existed, until `npm run ops -- images:variants`
 * rewrites them) is shown as it is.
 */

/** Widths the whole picture is made at, when narrower than the original. */
export const WIDTH_LADDER = [48, 96, 160, 320, 480, 800, 1200] as const;
/** Sides of the centred squares made of member pictures that are not square: avatars 48/96, review thumbnails. */
export const CROP_SIDES = [48, 96, 192] as const;
/** Longest side a stored picture keeps. */
export const MAX_SIDE = 1600;
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

const SIZED = /^(.*)\.(\d{1,4})x(\d{1,4})\.jpg$/;

export interface SizedPicture {
  /** The URL without `.jpg`: every variant's name starts with it. */
  stem: string;
  width: number;
  height: number;
}

/** The picture's stem and full size, or undefined for a URL stored before variants existed. */
export function sizedPicture(url: string): SizedPicture | undefined {
  const m = SIZED.exec(url);
  if (!m) return undefined;
  const [width, height] = [Number(m[2]), Number(m[3])];
  return width > 0 && height > 0 ? { stem: m[1]! + `.${width}x${height}`, width, height } : undefined;
}

/** The name a picture of this size is stored under, given its id (a key or URL without extension). */
export function sizedName(id: string, width: number, height: number): string {
  return `${id}.${width}x${height}.jpg`;
}

/** Ladder widths below the picture's own; the full size is the original file. */
export const ladderBelow = (width: number): number[] => WIDTH_LADDER.filter((w) => w < width);

export type VariantFormat = 'webp' | 'jpg';

export const variantUrl = {
  width: (p: SizedPicture, w: number, format: VariantFormat) => (w >= p.width ? `${p.stem}.${format}` : `${p.stem}.w${w}.${format}`),
  crop: (p: SizedPicture, side: number, format: VariantFormat) => `${p.stem}.c${side}.${format}`,
  social: (p: SizedPicture) => `${p.stem}.og.jpg`,
};

/** How a page shows a picture: the CSS size it takes (the `sizes` attribute) and whether it is cut square. */
export interface PictureUse {
  sizes: string;
  square?: boolean;
}

export interface PictureSources {
  src: string;
  /** The picture's own size (for width/height, so the page keeps its place before it loads). */
  width?: number;
  height?: number;
  sizes?: string;
  /** `<source type="image/webp">`; and the `<img srcset>` of the squares (JPEG), whose fallback is small too. */
  webp?: string;
  jpeg?: string;
}

/**
 * The srcset of each format and the fallback src for a picture shown as `use` says. Square uses of a picture
 * that is not square take the centred squares; the browser picks the smallest that covers the size it draws.
 */
export function pictureSources(url: string, use: PictureUse): PictureSources {
  const p = sizedPicture(url);
  if (!p) return { src: url };
  if (use.square && p.width !== p.height) {
    const set = (f: VariantFormat) => CROP_SIDES.map((s) => `${variantUrl.crop(p, s, f)} ${s}w`).join(', ');
    const side = CROP_SIDES[CROP_SIDES.length - 1]!;
    return { src: variantUrl.crop(p, side, 'jpg'), width: side, height: side, sizes: use.sizes, webp: set('webp'), jpeg: set('jpg') };
  }
  const widths = [...ladderBelow(p.width), p.width];
  const webp = widths.map((w) => `${variantUrl.width(p, w, 'webp')} ${w}w`).join(', ');
  return { src: url, width: p.width, height: p.height, sizes: use.sizes, webp };
}

/**
 * The 1200 × 630 picture a link preview shows for a goods picture (og:image, twitter:image); the picture itself
 * when it has no variants yet.
 */
export function socialImageUrl(url: string): string {
  const p = sizedPicture(url);
  return p ? variantUrl.social(p) : url;
}

/** How the shop shows pictures, in CSS pixels: the `sizes` each place passes. */
export const PICTURE_USES = {
  avatarHeader: { sizes: '24px', square: true },
  avatar: { sizes: '96px', square: true },
  reviewThumb: { sizes: '80px', square: true },
  viewer: { sizes: '(min-width: 1200px) 1000px, 90vw' },
  goodsCard: { sizes: '(min-width: 1280px) 232px, 20vw' },
  goodsMain: { sizes: '440px' },
  goodsThumb: { sizes: '64px' },
  /** Goods in a cart row, an order, a dialog: 48–80 px. */
  goodsSmall: { sizes: '80px' },
  goodsStrip: { sizes: '120px' },
} as const satisfies Record<string, PictureUse>;
