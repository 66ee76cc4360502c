import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useT } from '../ui/i18n.ts';
import KeptCounters from './KeptCounters.tsx';
import OrderCounters from './OrderCounters.tsx';
import ProfileCard from './ProfileCard.tsx';
import RecentOrders from './RecentOrders.tsx';
import RecentlyViewedStrip from './RecentlyViewedStrip.tsx';
import { useShoppingInfo } from './useShoppingInfo.ts';

/** /mine/: the member's account at a glance, from one request. Client only. */
export default island(function PersonalCentre() {
  const t = useT();
  const { info, failed, reload } = useShoppingInfo();
  if (!info) return failed ? <LoadFailed message="mine.loadFailed" onRetry={reload} /> : <p className="py-10 text-gray-600">{t('mine.loading')}</p>;
  return (
    <div className="flex flex-col gap-6" data-personal-centre>
      <ProfileCard info={info} />
      <OrderCounters counts={info.orderCounts} />
      <RecentOrders orders={info.recentOrders} onChanged={reload} />
      <KeptCounters kept={info} />
      <RecentlyViewedStrip goods={info.recentlyViewed} />
    </div>
  );
});
