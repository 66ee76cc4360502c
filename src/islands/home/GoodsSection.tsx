import GoodsCard from '../../components/goods/GoodsCard.tsx';
import type { GoodsCard as Card } from '../../lib/schemas/goods.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import SectionHeading from './SectionHeading.tsx';
import { sectionHref, type HomeSection } from './hrefs.ts';

interface Props {
  section: HomeSection;
  /** null while the goods load: placeholders of the cards' shape keep the page from jumping. */
  goods: Card[] | null;
}

const TITLE = { hot: 'home.section.hot', new: 'home.section.new', recommended: 'home.section.recommended' } as const;
const COLUMNS = 5;

/** One home shelf (hot, new or recommended) with a link to the goods list in the matching order. */
export default function GoodsSection({ section, goods }: Props) {
  const t = useT();
  const locale = useLocale();
  const title = t(TITLE[section]);
  return (
    <section aria-labelledby={`home-${section}`} data-home-section={section} className="mt-10">
      <SectionHeading id={`home-${section}`} title={title} href={sectionHref(locale, section)} />
      {goods === null ? (
        <ul aria-busy="true" className="grid grid-cols-5 gap-4">
          {Array.from({ length: COLUMNS }, (_, i) => (
            <li key={i} className="overflow-hidden rounded-lg border border-gray-200 bg-white">
              <div className="aspect-square bg-gray-200 motion-safe:animate-pulse" />
              <div className="space-y-2 p-3">
                <div className="h-4 rounded bg-gray-200" />
                <div className="h-4 w-2/3 rounded bg-gray-200" />
                <div className="h-6 w-1/2 rounded bg-gray-200" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-5 gap-4">
          {goods.map((g) => (
            <li key={g.id}>
              <GoodsCard locale={locale} goods={g} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
