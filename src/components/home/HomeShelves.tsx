import type { HomeIndex } from '../../lib/schemas/home.ts';
import { island } from '../../islands/ui/I18nProvider.tsx';
import BrandZone from './BrandZone.tsx';
import GoodsSection from './GoodsSection.tsx';
import type { HomeSection } from './hrefs.ts';

const SECTIONS: readonly HomeSection[] = ['hot', 'new', 'recommended'];

interface Props {
  data: Pick<HomeIndex, HomeSection | 'brands'>;
}

/** Hot, new and recommended goods and the brand zone, rendered on the server; an empty shelf is left out. */
export default island(function HomeShelves({ data }: Props) {
  return (
    <>
      {SECTIONS.map((section) => (data[section].length === 0 ? null : <GoodsSection key={section} section={section} goods={data[section]} />))}
      <BrandZone brands={data.brands} />
    </>
  );
});
