import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminRequest } from '../api.ts';
import { statusKey, useMoney } from '../format.ts';

interface MemberOrder {
  orderNo: string;
  status: string;
  payAmount: number;
  createdAt: string;
}

/** The member's orders, newest first; a row opens the order, where it is shipped or refunded. */
export function MemberOrders() {
  const translate = useTranslate();
  const money = useMoney();
  const navigate = useNavigate();
  const record = useRecordContext<{ id: number }>();
  const [orders, setOrders] = useState<MemberOrder[] | null>(null);
  useEffect(() => {
    if (record) adminRequest<{ list: MemberOrder[] }>(`/members/${record.id}/orders`, { query: { pageSize: 50 } }).then((p) => setOrders(p.list), () => setOrders([]));
  }, [record]);
  const open = (orderNo: string) => navigate(`/orders/${encodeURIComponent(orderNo)}/show`);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>{translate('console.people.orders')}</Typography>
      {orders && orders.length === 0 ? <p>{translate('console.people.noOrders')}</p> : null}
      {orders && orders.length > 0 ? (
        <Table size="small" data-testid="member-orders">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.people.orderNo')}</TableCell>
              <TableCell>{translate('console.people.status')}</TableCell>
              <TableCell align="right">{translate('console.people.amount')}</TableCell>
              <TableCell>{translate('console.order.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((o) => (
              <TableRow key={o.orderNo} hover sx={{ cursor: 'pointer' }} onClick={() => open(o.orderNo)}>
                <TableCell>
                  <a href={`/admin/orders/${encodeURIComponent(o.orderNo)}/show`} onClick={(e) => { e.preventDefault(); e.stopPropagation(); open(o.orderNo); }}>
                    {o.orderNo}
                  </a>
                </TableCell>
                <TableCell>{translate(statusKey(o.status))}</TableCell>
                <TableCell align="right">{money(o.payAmount)}</TableCell>
                <TableCell>{new Date(o.createdAt).toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
