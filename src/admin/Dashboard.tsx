import { Card, CardContent, CardHeader, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Loading, Title, useTranslate } from 'react-admin';
import { adminRequest } from './api.ts';
import { useMoney } from './format.ts';
import { RangeStats } from './stats/RangeStats.tsx';

interface DashboardData {
  today: { orders: number; paidOrders: number; revenue: number };
  toShip: number;
  refundRequests: number;
  pendingTopUps: number;
  lowStockThreshold: number;
  lowStock: { skuId: number; goodsId: number; itemNo: string; name: string; spec: string; stock: number }[];
}

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card>
        <CardContent>
          <Typography component="h2" variant="subtitle2" color="text.secondary">{label}</Typography>
          <Typography variant="h4" component="p">{to ? <Link to={to}>{value}</Link> : value}</Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * Today's trade and what waits for the operator ("today" starts at midnight where the operator is), the trade
 * of a range the operator picks, then the SKUs running low (a long list, so last).
 */
export function Dashboard() {
  const translate = useTranslate();
  const money = useMoney();
  const [data, setData] = useState<DashboardData>();
  useEffect(() => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    adminRequest<DashboardData>('/dashboard', { query: { since: midnight.toISOString() } }).then(setData, () => undefined);
  }, []);
  if (!data) return <Loading />;
  const status = (s: string) => `/orders?filter=${encodeURIComponent(JSON.stringify({ status: s }))}`;
  return (
    <>
      <Title title="console.dashboard.title" />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Figure label={translate('console.dashboard.orders')} value={data.today.orders} />
        <Figure label={translate('console.dashboard.paidOrders')} value={data.today.paidOrders} />
        <Figure label={translate('console.dashboard.revenue')} value={money(data.today.revenue)} />
        <Figure label={translate('console.dashboard.toShip')} value={data.toShip} to={status('paid')} />
        <Figure label={translate('console.dashboard.refundRequests')} value={data.refundRequests} to={status('refund_requested')} />
        <Figure label={translate('console.dashboard.pendingTopUps')} value={data.pendingTopUps} to={`/recharges?filter=${encodeURIComponent('{"status":"pending"}')}`} />
      </Grid>
      <RangeStats />
      <Card sx={{ mt: 2 }}>
        <CardHeader component="h2" title={translate('console.dashboard.lowStock', { threshold: data.lowStockThreshold })} slotProps={{ title: { variant: 'h6', component: 'span' } }} />
        <CardContent>
          {data.lowStock.length === 0 ? (
            <Typography>{translate('console.dashboard.lowStockNone', { threshold: data.lowStockThreshold })}</Typography>
          ) : (
            <List dense>
              {data.lowStock.map((s) => (
                <ListItem key={s.skuId}>
                  <ListItemText primary={<Link to={`/goods/${s.goodsId}`}>{s.name}</Link>} secondary={[s.itemNo, s.spec, translate('console.dashboard.left', { n: s.stock })].filter(Boolean).join(' · ')} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </>
  );
}
