import { lazy, Suspense, useState } from "react";
import { useT } from "../ui/i18n.ts";
import Picture from "../ui/Picture.tsx";
import { PICTURE_USES } from "../../lib/images.ts";

// The viewer loads when a picture is first opened: pages with reviews (the goods page) carry its code only then.
const PictureViewer = lazy(() => import("./PictureViewer.tsx"));

interface Props {
  images: string[];
}

/** A review's pictures as thumbnails; each opens the viewer at that picture. */
export default function ReviewPictures({ images }: Props) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  // Once opened, the viewer stays mounted and opens and closes as before.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2" data-review-pictures>
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => {
                setViewerLoaded(true);
                setOpen(i);
              }}
              aria-label={t("review.picture.open", {
                n: i + 1,
                total: images.length,
              })}
              className="block overflow-hidden rounded-md border border-gray-200 hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <Picture
                url={src}
                use={PICTURE_USES.reviewThumb}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {viewerLoaded && (
        <Suspense>
          <PictureViewer
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
