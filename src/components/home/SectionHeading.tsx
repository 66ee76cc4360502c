import { useT } from '../../islands/ui/i18n.ts';

interface Props {
  id: string;
  title: string;
  href: string;
}

/** A home section's title with its "more" link at the far end. */
export default function SectionHeading({ id, title, href }: Props) {
  const t = useT();
  return (
    <div className="mb-4 flex items-end justify-between border-b-2 border-primary-600 pb-2">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <a
        href={href}
        data-more
        aria-label={t('home.section.moreAbout', { section: title })}
        className="inline-flex items-center gap-1 text-sm text-gray-700 no-underline hover:text-primary-700"
      >
        {t('home.section.more')}
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2 rtl:rotate-180">
          <path d="m9 6 6 6-6 6" />
        </svg>
      </a>
    </div>
  );
}
