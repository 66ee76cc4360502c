import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MemberShoppingInfo } from '../../lib/schemas/mine.ts';
import { formatDate } from '../../lib/time.ts';
import Avatar from '../ui/Avatar.tsx';
import Money from '../ui/Money.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  info: Pick<MemberShoppingInfo, 'member' | 'balance' | 'vip'>;
}

/** Who the member is, their VIP membership (or the invitation to it) and their balance with the way to top up. */
export default function ProfileCard({ info }: Props) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const { member, vip, balance } = info;
  const name = member.nickname || member.account;
  const balanceHref = localizePath('/mine/myBalance', locale);
  return (
    <section aria-labelledby={nameId} data-profile-card className="flex flex-wrap items-center gap-6 rounded-lg border border-primary-100 bg-primary-50 p-6">
      <Avatar src={member.avatar} name={name} className="size-20 text-3xl ring-4 ring-white" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 id={nameId} className="truncate text-xl font-semibold text-gray-900">
          {name}
        </h2>
        <p className="text-sm text-gray-700">
          {t('mine.account')} <bdi>{member.account}</bdi>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm" data-vip-status={vip.active ? 'active' : 'none'}>
          <span className={`rounded px-1.5 py-0.5 text-xs font-bold ${vip.active ? 'bg-amber-400 text-amber-950' : 'bg-gray-200 text-gray-700'}`}>VIP</span>
          {vip.active ? (
            <span className="text-gray-800">{t('balance.vip.active', { date: formatDate(vip.expiresAt!, locale) })}</span>
          ) : (
            <>
              <span className="text-gray-700">{t('mine.vip.invite')}</span>
              <a href={`${balanceHref}?vip=open`} className="font-medium text-primary-700 underline hover:text-primary-800">
                {t('balance.vip.buy')}
              </a>
            </>
          )}
        </p>
        <a href={localizePath('/mine/setting', locale)} className="w-fit text-sm text-primary-700 hover:underline">
          {t('mine.editProfile')}
        </a>
      </div>
      <div className="flex flex-col items-end gap-2 border-s border-primary-100 ps-6" data-centre-balance>
        <p className="text-sm text-gray-700">{t('balance.available')}</p>
        <Money currency="cny" fen={balance} className="text-2xl font-semibold text-gray-900" />
        <a href={balanceHref} className={buttonClass('primary', 'sm')}>
          {t('mine.balance.topUp')}
        </a>
      </div>
    </section>
  );
}
