import { island } from '../ui/I18nProvider.tsx';
import NotLoaded from '../ui/NotLoaded.tsx';
import KeptCounters from './KeptCounters.tsx';
import OrderCounters from './OrderCounters.tsx';
import ProfileCard from './ProfileCard.tsx';
import RecentOrders from './RecentOrders.tsx';
import RecentlyViewedStrip from './RecentlyViewedStrip.tsx';
import { useShoppingInfo } from './useShoppingInfo.ts';

/** /mine/: the member's account at a glance, from one request. Client only. */
export default island(function PersonalCentre() {
  const { info, failed, reload } = useShoppingInfo();
  if (!info) return <NotLoaded failed={failed} loading="mine.loading" failedMessage="mine.loadFailed" onRetry={reload} />;
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
