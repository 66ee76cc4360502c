import type { ImgHTMLAttributes } from 'react';
import { pictureSources, type PictureUse } from '../../lib/images.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The picture's stored URL; its smaller sizes are named from it (lib/images.ts). */
  url: string;
  /** How big the page shows it: the browser fetches the smallest size that covers it. */
  use: PictureUse;
  alt: string;
}

/**
 * A picture at the size it is shown: WebP in the sizes the page needs, the JPEG as fallback, width and height
 * set so the page keeps its place. `<picture>` is `display: contents`, so the image lays out as if alone.
 */
export default function Picture({ url, use, alt, ...img }: Props) {
  const s = pictureSources(url, use);
  const image = <img src={s.src} srcSet={s.jpeg} sizes={s.jpeg ? s.sizes : undefined} width={s.width} height={s.height} alt={alt} {...img} />;
  if (!s.webp) return image;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={s.webp} sizes={s.sizes} />
      {image}
    </picture>
  );
}
