import type { HomeBanner } from '../../lib/schemas/home.ts';
import { useLocale, useT } from '../../islands/ui/i18n.ts';
import { bannerHref } from './hrefs.ts';

interface Props {
  banners: HomeBanner[];
  className: string;
}

const roundButton =
  'flex size-10 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm hover:bg-black/65 focus-visible:outline-white';

/**
 * The home banners as a carousel (WAI-ARIA carousel pattern): previous / next and one button per
 * slide, a pause control, and slide changes announced only while it is not rotating by itself. It holds
 * while focus is inside, except on the play control itself, so pressing play takes effect at once.
 * Pictures hold no text; in right-to-left pages they are mirrored so the title side stays clear.
 * Rendered on the server with the first slide showing; scripts/carousel.ts turns it.
 */
export default function Carousel({ banners, className }: Props) {
  const t = useT();
  const locale = useLocale();
  const count = banners.length;

  return (
    <section
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      data-carousel
      className={`relative bg-gray-200 ${className}`}
    >
      <div aria-live="off" data-carousel-slides className="size-full">
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('home.banners.slide')}
            aria-label={t('home.banners.position', { index: i + 1, total: count })}
            inert={i !== 0}
            data-slide={i}
            data-active={i === 0 || undefined}
            className="absolute inset-0 opacity-0 motion-safe:transition-opacity motion-safe:duration-700 data-active:opacity-100"
          >
            <a href={bannerHref(locale, banner.link)} className="group block size-full text-white no-underline">
              <img
                src={banner.image}
                alt=""
                width={banner.width}
                height={banner.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                className="size-full object-cover flip-rtl"
              />
              <span className="absolute inset-y-0 start-0 flex w-3/5 flex-col justify-center gap-3 bg-linear-to-r from-primary-950/60 via-primary-950/25 to-transparent ps-16 pe-10 rtl:bg-linear-to-l">
                <span data-banner-title className="text-3xl leading-tight font-bold drop-shadow">{banner.title}</span>
                {banner.subtitle && <span className="max-w-md text-base leading-relaxed drop-shadow">{banner.subtitle}</span>}
                <span className="mt-2 w-fit rounded-full bg-white px-5 py-1.5 text-sm font-semibold text-primary-800 group-hover:bg-primary-50">
                  {t('home.banners.cta')}
                </span>
              </span>
            </a>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" data-carousel-step="-1" aria-label={t('home.banners.previous')} className={`${roundButton} absolute start-3 top-1/2 -translate-y-1/2`}>
            <Chevron />
          </button>
          <button type="button" data-carousel-step="1" aria-label={t('home.banners.next')} className={`${roundButton} absolute end-3 top-1/2 -translate-y-1/2`}>
            <Chevron flip />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
            <button
              type="button"
              aria-label={t('home.banners.pause')}
              data-carousel-toggle
              data-label-pause={t('home.banners.pause')}
              data-label-play={t('home.banners.play')}
              className={`${roundButton} group size-8`}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" className="group-data-paused:hidden" />
                <path d="M8 5v14l11-7z" className="hidden group-data-paused:block" />
              </svg>
            </button>
            <div className="flex items-center gap-1 rounded-full bg-black/45 px-2 py-1 backdrop-blur-sm">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  data-carousel-show={i}
                  aria-label={t('home.banners.show', { index: i + 1, title: banner.title })}
                  aria-current={i === 0 || undefined}
                  className="group flex h-6 min-w-6 items-center justify-center focus-visible:outline-white"
                >
                  <span className="size-2.5 rounded-full bg-white/60 group-hover:bg-white group-aria-[current=true]:w-6 group-aria-[current=true]:bg-white motion-safe:transition-all" />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-5 fill-none stroke-current stroke-[2.5] ${flip ? 'rotate-180 rtl:rotate-0' : 'rtl:rotate-180'}`}>
      <path d="m15 6-6 6 6 6" />
    </svg>
  );
}
