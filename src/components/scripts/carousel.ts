/**
 * Turns the home banners (Carousel.tsx renders them with the first slide showing). It rotates unless the
 * visitor prefers reduced motion, until they press pause or play (their choice then wins either way), and holds
 * while the pointer or focus is on it, except focus on the play control itself, so pressing play takes effect at
 * once. Slide changes are announced only while it is not rotating by itself. Each change restarts the interval.
 */
const INTERVAL_MS = 6000;

function carousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-show]')];
  const toggle = root.querySelector<HTMLElement>('[data-carousel-toggle]');
  const live = root.querySelector<HTMLElement>('[data-carousel-slides]')!;
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const count = slides.length;
  let index = 0;
  let choice: 'play' | 'pause' | null = null;
  const held = { pointer: false, focus: false };
  let timer: number | undefined;

  const playing = () => (choice === null ? !motion.matches : choice === 'play');

  function render(): void {
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
      slide.toggleAttribute('data-active', i === index);
    });
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    const rotating = playing() && !held.pointer && !held.focus && count > 1;
    live.ariaLive = rotating ? 'off' : 'polite';
    if (toggle) {
      toggle.toggleAttribute('data-paused', !playing());
      toggle.ariaLabel = (playing() ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '';
    }
    window.clearTimeout(timer);
    if (rotating) timer = window.setTimeout(() => go(index + 1), INTERVAL_MS);
  }

  function go(to: number): void {
    index = ((to % count) + count) % count;
    render();
  }

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const step = target.closest<HTMLElement>('[data-carousel-step]');
    const show = target.closest<HTMLElement>('[data-carousel-show]');
    if (step) go(index + Number(step.dataset.carouselStep));
    else if (show) go(Number(show.dataset.carouselShow));
    else if (target.closest('[data-carousel-toggle]')) {
      choice = playing() ? 'pause' : 'play';
      render();
    }
  });
  const hold = (by: keyof typeof held, on: boolean) => {
    if (held[by] === on) return;
    held[by] = on;
    render();
  };
  root.addEventListener('mouseenter', () => hold('pointer', true));
  root.addEventListener('mouseleave', () => hold('pointer', false));
  root.addEventListener('focusin', (event) => hold('focus', !(event.target as Element).closest('[data-carousel-toggle]')));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold('focus', false);
  });
  motion.addEventListener('change', render);
  render();
}

document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(carousel);
