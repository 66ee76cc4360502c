import GoodsCard from '../goods/GoodsCard.tsx';
import type { GoodsCard as Card } from '../../lib/schemas/goods.ts';
import { useLocale, useT } from '../../islands/ui/i18n.ts';
import SectionHeading from './SectionHeading.tsx';
import { sectionHref, type HomeSection } from './hrefs.ts';

interface Props {
  section: HomeSection;
  goods: Card[];
}

const TITLE = { hot: 'home.section.hot', new: 'home.section.new', recommended: 'home.section.recommended' } as const;

/** One home shelf (hot, new or recommended) with a link to the goods list in the matching order. */
export default function GoodsSection({ section, goods }: Props) {
  const t = useT();
  const locale = useLocale();
  const title = t(TITLE[section]);
  return (
    <section aria-labelledby={`home-${section}`} data-home-section={section} className="mt-10">
      <SectionHeading id={`home-${section}`} title={title} href={sectionHref(locale, section)} />
        <ul className="grid grid-cols-5 gap-4">
          {goods.map((g) => (
            <li key={g.id}>
              <GoodsCard locale={locale} goods={g} />
            </li>
          ))}
        </ul>
    </section>
  );
}
