import type { BrandSummary } from '../../lib/schemas/home.ts';
import { useLocale, useT } from '../../islands/ui/i18n.ts';
import SectionHeading from './SectionHeading.tsx';
import { goodsListHref } from './hrefs.ts';

interface Props {
  brands: BrandSummary[];
}

/** The way into the brand zone: each brand opens the goods list filtered to it. */
export default function BrandZone({ brands }: Props) {
  const t = useT();
  const locale = useLocale();
  if (brands.length === 0) return null;
  const title = t('home.brands.title');
  return (
    <section aria-labelledby="home-brands" data-home-brands className="mt-10">
      <SectionHeading id="home-brands" title={title} href={goodsListHref(locale)} />
      <ul className="grid grid-cols-6 gap-4">
        {brands.map((brand) => (
          <li key={brand.id}>
            <a
              href={goodsListHref(locale, { brandId: brand.id })}
              data-brand-id={brand.id}
              className="flex h-full flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white p-5 text-gray-800 no-underline transition-shadow hover:border-primary-300 hover:text-primary-800 hover:shadow-md"
            >
              {brand.logo ? (
                <img src={brand.logo} alt="" width={240} height={240} loading="lazy" className="size-20 rounded-full" />
              ) : (
                <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-primary-100 text-2xl font-bold text-primary-700">
                  {brand.name.slice(0, 1)}
                </span>
              )}
              <span className="text-center font-medium">{brand.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
