import { useT } from '../../islands/ui/i18n.ts';

interface Props {
  id: string;
  title: string;
  href: string;
}

/**
 * "More" as the eye sees it, and the whole "More hot sellers" as the link's text for screen readers and search
 * engines (a bare "More" says nothing out of context): the words around "More" are visually hidden, not an
 * aria-label, so the text the link is indexed by is descriptive too. Each language's phrase holds its "More".
 */
function MoreText({ more, full }: { more: string; full: string }) {
  const at = full.indexOf(more);
  if (at < 0) {
    return (
      <>
        <span aria-hidden="true">{more}</span>
        <span className="sr-only">{full}</span>
      </>
    );
  }
  const before = full.slice(0, at);
  const after = full.slice(at + more.length);
  return (
    <>
      {before && <span className="sr-only">{before}</span>}
      {more}
      {after && <span className="sr-only">{after}</span>}
    </>
  );
}

/** A home section's title with its "more" link at the far end. */
export default function SectionHeading({ id, title, href }: Props) {
  const t = useT();
  return (
    <div className="mb-4 flex items-end justify-between border-b-2 border-primary-600 pb-2">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <a href={href} data-more className="inline-flex items-center gap-1 text-sm text-gray-700 no-underline hover:text-primary-700">
        <MoreText more={t('home.section.more')} full={t('home.section.moreAbout', { section: title })} />
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2 rtl:rotate-180">
          <path d="m9 6 6 6-6 6" />
        </svg>
      </a>
    </div>
  );
}
