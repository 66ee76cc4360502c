import { useState } from 'react';
import { island } from '../ui/I18nProvider.tsx';
import { useT } from '../ui/i18n.ts';

interface Props {
  images: string[];
  /** The goods name: the main picture's text alternative. */
  name: string;
}

/** Demo and operator pictures are square, 800 × 800. */
const SIZE = 800;

/** The main picture (in the first HTML, loaded at once) and thumbnails that show their picture on hover or click. */
export default island(function GoodsGallery({ images, name }: Props) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <section aria-label={t('goodsDetail.gallery.label')} className="w-[440px] shrink-0">
      {main ? (
        <img
          src={main}
          alt={name}
          width={SIZE}
          height={SIZE}
          loading="eager"
          fetchPriority="high"
          data-main-image
          className="aspect-square w-full rounded-lg border border-gray-200 bg-white object-cover"
        />
      ) : (
        <div role="img" aria-label={name} className="aspect-square w-full rounded-lg border border-gray-200 bg-gray-100" />
      )}
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('goodsDetail.gallery.show', { n: i + 1, total: images.length })}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
                onMouseEnter={() => setCurrent(i)}
                className="block overflow-hidden rounded-md border-2 border-transparent hover:border-primary-300 aria-pressed:border-primary-600"
              >
                <img src={src} alt="" width={SIZE} height={SIZE} decoding="async" className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
