/**
 * The goods pictures (GoodsGallery.astro): a thumbnail shows its picture as the main one when pointed at or
 * pressed, and is marked pressed while it does.
 */
function gallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLImageElement>('[data-main-image]');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-show]')];
  if (!main) return;
  const show = (thumb: HTMLButtonElement) => {
    const src = thumb.dataset.galleryShow;
    if (!src || main.getAttribute('src') === src) return;
    // The <source> first: the browser then picks the new picture's size for the main place, not the old one's.
    const source = main.parentElement?.querySelector('source');
    if (source) source.srcset = thumb.dataset.gallerySrcset ?? '';
    main.src = src;
    for (const t of thumbs) t.ariaPressed = String(t === thumb);
  };
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => show(thumb));
    thumb.addEventListener('mouseenter', () => show(thumb));
  }
}

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(gallery);
