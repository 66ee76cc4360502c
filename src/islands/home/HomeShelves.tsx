import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import BrandZone from './BrandZone.tsx';
import GoodsSection from './GoodsSection.tsx';
import { homeIndex } from './homeData.ts';
import type { HomeSection } from './hrefs.ts';
import LoadFailed from './LoadFailed.tsx';

interface Props {
  locale: Locale;
}

const SECTIONS: readonly HomeSection[] = ['hot', 'new', 'recommended'];

/** Hot, new and recommended goods and the brand zone, from the same home/index answer as the banners. */
export default function HomeShelves({ locale }: Props) {
  const t = createT(locale);
  const state = useStore(homeIndex.$state);
  if (state.status === 'failed') return <LoadFailed t={t} onRetry={homeIndex.retry} className="mt-10 min-h-60" />;
  const data = state.status === 'ready' ? state.data : null;
  return (
    <>
      {!data && (
        <p role="status" className="sr-only">
          {t('home.loading')}
        </p>
      )}
      {SECTIONS.map((section) =>
        data && data[section].length === 0 ? null : <GoodsSection key={section} section={section} goods={data ? data[section] : null} locale={locale} t={t} />,
      )}
      {data && <BrandZone brands={data.brands} locale={locale} t={t} />}
    </>
  );
}
