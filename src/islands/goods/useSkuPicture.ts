import { useEffect } from 'react';

/**
 * While the chosen SKU has its own picture, the page's main goods picture (GoodsGallery.astro) shows it; choosing
 * another SKU or none puts back the picture that was there.
 */
export function useSkuPicture(picture: string | null): void {
  useEffect(() => {
    const main = document.querySelector<HTMLImageElement>('[data-gallery] [data-main-image]');
    if (!main || !picture) return;
    const was = main.getAttribute('src');
    main.src = picture;
    main.dataset.skuPicture = picture;
    return () => {
      if (was !== null) main.src = was;
      delete main.dataset.skuPicture;
    };
  }, [picture]);
}
