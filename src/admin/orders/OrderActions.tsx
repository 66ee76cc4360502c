import { Stack } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { shipSchema } from '../../lib/schemas/admin.ts';
import { closeSchema, logisticsSchema, rejectRefundSchema } from '../../lib/schemas/operator-words.ts';
import type { WordsList } from '../../lib/operator-words.ts';
import { shipmentSchema } from '../../lib/schemas/order-admin.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { useCarrierChoices } from './carriers.ts';
import { OperatorWordsFields } from './OperatorWordsFields.tsx';
import { PrintButtons } from './PrintView.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { useOrderDetail } from './useOrderDetail.ts';

type Field = { source: string; label: string; carrier?: boolean };
const SHIPMENT: Field[] = [{ source: 'carrier', label: 'console.order.carrier', carrier: true }, { source: 'trackingNo', label: 'console.order.trackingNo' }];

/** Each move's dialog: its button's words, the shared schema of its payload and its fields, or the list it chooses from. */
const SPECS: Record<string, { label: string; schema?: z.ZodType; fields: Field[]; words?: WordsList }> = {
  ship: { label: 'console.order.ship', schema: shipSchema, fields: SHIPMENT },
  logistics: { label: 'console.order.logistics', schema: logisticsSchema, fields: [], words: 'track' },
  approveRefund: { label: 'console.order.approveRefund', fields: [] },
  rejectRefund: { label: 'console.order.rejectRefund', schema: rejectRefundSchema, fields: [], words: 'refuse' },
  close: { label: 'console.orders.cancel', schema: closeSchema, fields: [], words: 'close' },
  correctShipment: { label: 'console.orders.correctShipment', schema: shipmentSchema, fields: SHIPMENT },
};

function ActionField({ field }: { field: Field }) {
  const carriers = useCarrierChoices();
  if (field.carrier) return <SelectInput source={field.source} label={field.label} choices={carriers} fullWidth />;
  return <TextInput source={field.source} label={field.label} fullWidth />;
}

/** The moves the operator may make on the order in its state, each in its own dialog, and its printouts. */
export function OrderActions() {
  const translate = useTranslate();
  const record = useOrderDetail<{ carrier: string | null; trackingNo: string | null }>();
  if (!record) return null;
  const path = (action: string) => `/orders/${encodeURIComponent(record.orderNo)}/${action}`;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap', rowGap: 1 }}>
      {record.actions.length === 0 && <p>{translate('console.order.noActions')}</p>}
      {record.actions.map((action) => {
        if (action === 'refundLines') return <RefundDialog key={action} />;
        const spec = SPECS[action];
        if (!spec) return null;
        return (
          <ActionDialog key={action} label={spec.label} path={path(action)} schema={spec.schema} variant={action === 'ship' ? 'contained' : 'outlined'}>
            {action === 'close' && <p>{translate('console.orders.cancelHelp')}</p>}
            {spec.fields.map((f) => <ActionField key={f.source} field={f} />)}
            {spec.words && <OperatorWordsFields list={spec.words} />}
          </ActionDialog>
        );
      })}
      <PrintButtons />
    </Stack>
  );
}
