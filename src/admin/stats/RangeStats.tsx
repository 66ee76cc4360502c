import { Box, Card, CardContent, CardHeader, Grid, List, ListItem, ListItemText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Loading, useLocale, useNotify, useTranslate } from 'react-admin';
import { adminRequest } from '../api.ts';
import { useMoney } from '../format.ts';
import { RANGE_KINDS, rangeDays, rangeQuery, type RangeKind } from './range.ts';

/** The chart and its library load only when the dashboard shows figures (decision 072). */
const SalesChart = lazy(() => import('./SalesChart.tsx'));

interface Stats {
  sales: number;
  paidOrders: number;
  averageOrder: number;
  newMembers: number;
  topUps: { count: number; amount: number };
  refunds: { count: number; amount: number };
  topGoods: { goodsId: number; name: string; quantity: number; amount: number }[];
  perDay: { day: string; sales: number; orders: number }[];
  totals: { goods: number; goodsOnShelf: number; members: number };
}

function Figure({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card component="section" aria-label={label}>
        <CardContent>
          <Typography component="h3" variant="subtitle2" color="text.secondary">{label}</Typography>
          <Typography variant="h4" component="p">{value}</Typography>
          {note ? <Typography variant="body2" color="text.secondary">{note}</Typography> : null}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** The shop's trade over a range the operator picks: figures, sales per day, top goods and the shop's totals. */
export function RangeStats() {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const locale = useLocale() === 'en' ? 'en' : 'zh';
  const [kind, setKind] = useState<RangeKind>('today');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [stats, setStats] = useState<Stats>();
  const days = useMemo(() => rangeDays(kind, new Date(), custom), [kind, custom]);
  useEffect(() => {
    if (!days) return;
    let live = true;
    setStats(undefined);
    adminRequest<Stats>('/dashboard/stats', { query: rangeQuery(days) }).then(
      (s) => live && setStats(s),
      (err: Error) => notify(err.message, { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [days, notify]);
  const word = (key: string, options?: object) => translate(`console.stats.${key}`, options);
  return (
    <Card component="section" sx={{ mt: 2 }} aria-labelledby="stats-title">
      <CardHeader id="stats-title" component="h2" title={word('title')} slotProps={{ title: { variant: 'h6', component: 'span' } }} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ md: 'center' }}>
          <ToggleButtonGroup exclusive size="small" value={kind} aria-label={word('range')} onChange={(_e, v: RangeKind | null) => v && setKind(v)}>
            {RANGE_KINDS.map((k) => <ToggleButton key={k} value={k}>{word(k)}</ToggleButton>)}
          </ToggleButtonGroup>
          {kind === 'custom' ? (
            <Stack direction="row" spacing={1}>
              <TextField type="date" size="small" label={translate('console.lists.from')} value={custom.from} onChange={(e) => setCustom({ ...custom, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField type="date" size="small" label={translate('console.lists.to')} value={custom.to} onChange={(e) => setCustom({ ...custom, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
          ) : null}
        </Stack>
        {!days ? null : !stats ? <Loading /> : (
          <>
            <Grid container spacing={2}>
              <Figure label={word('sales')} value={money(stats.sales)} />
              <Figure label={word('paidOrders')} value={stats.paidOrders} />
              <Figure label={word('averageOrder')} value={money(stats.averageOrder)} />
              <Figure label={word('newMembers')} value={stats.newMembers} />
              <Figure label={word('topUps')} value={money(stats.topUps.amount)} note={word('topUpsCount', { smart_count: stats.topUps.count })} />
              <Figure label={word('refunds')} value={money(stats.refunds.amount)} note={word('refundsCount', { smart_count: stats.refunds.count })} />
            </Grid>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>{word('perDay')}</Typography>
            <Suspense fallback={<Loading />}>
              <SalesChart days={stats.perDay} locale={locale} label={word('chartLabel', { from: days.first, to: days.last })} />
            </Suspense>
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 8 }}>
                <Typography component="h3" variant="subtitle1">{word('topGoods')}</Typography>
                {stats.topGoods.length === 0 ? <Typography>{word('noSales')}</Typography> : (
                  <List dense>
                    {stats.topGoods.map((g) => (
                      <ListItem key={g.goodsId}>
                        <ListItemText primary={<Link to={`/goods/${g.goodsId}`}>{g.name}</Link>} secondary={`${money(g.amount)} · ${word('quantity')} ${g.quantity}`} />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography component="h3" variant="subtitle1">{word('totals')}</Typography>
                <Box component="p">{word('goodsTotal', { n: stats.totals.goods, onShelf: stats.totals.goodsOnShelf })}</Box>
                <Box component="p">{word('membersTotal', { n: stats.totals.members })}</Box>
              </Grid>
            </Grid>
          </>
        )}
      </CardContent>
    </Card>
  );
}
