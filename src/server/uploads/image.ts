import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png';

/**
 * How catalogue pictures (the console's and the demo's) are encoded. Modest effort keeps the whole demo set
 * within seconds on two cores; quality 82 shows no banding on gradients.
 */
export const WEBP_OPTIONS = { quality: 82, effort: 2 } as const;

/** The file's real type from its first bytes: a renamed text file is not an image, whatever its name says. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return undefined;
}

/** Width and height from the header alone, before any pixel is decoded. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
  } catch {
    return undefined;
  }
}
