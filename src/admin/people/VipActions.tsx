import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NumberInput, TextInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { vipChangeSchema, type VipAction } from '../../lib/schemas/admin-people.ts';
import { RecordDialog } from './RecordDialog.tsx';

interface VipRecord {
  id: number;
  vip: boolean;
  vipExpiresAt: string | null;
  deletedAt?: string | null;
  vipChanges: { id: number; action: VipAction; months: number; after: string; reason: string; operator: string; createdAt: string }[];
}

const fresh = (action: VipAction) => () => ({ action, months: action === 'revoke' ? undefined : 1, reason: '', requestId: crypto.randomUUID() });

/** Whether the member is VIP and until when. */
export function VipState() {
  const translate = useTranslate();
  const record = useRecordContext<VipRecord>();
  if (!record) return null;
  return <span>{record.vip && record.vipExpiresAt ? translate('console.people.vipUntil', { date: new Date(record.vipExpiresAt).toLocaleString() }) : translate('console.people.notVip')}</span>;
}

/**
 * The owner grants VIP to a member without it, extends a running membership from its end, or revokes it, each
 * with a reason. Each dialog opening carries its own request id, so a double click or a retry changes it once.
 */
export function VipActions() {
  const record = useRecordContext<VipRecord>();
  const { permissions } = usePermissions<string>();
  if (!record || permissions !== 'owner' || record.deletedAt) return null;
  const path = `/members/${record.id}/vip`;
  const months = <NumberInput source="months" label="console.people.months" helperText="console.people.monthsHelp" min={1} max={36} step={1} fullWidth />;
  const reason = <TextInput source="reason" label="console.people.reason" helperText="console.people.reasonHelp" multiline fullWidth />;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      {record.vip ? (
        <>
          <RecordDialog label="console.people.extend" path={path} schema={vipChangeSchema} defaults={fresh('extend')}>
            {months}
            {reason}
          </RecordDialog>
          <RecordDialog label="console.people.revoke" path={path} schema={vipChangeSchema} defaults={fresh('revoke')} intro="console.people.revokeHelp">
            {reason}
          </RecordDialog>
        </>
      ) : (
        <RecordDialog label="console.people.grant" path={path} schema={vipChangeSchema} defaults={fresh('grant')}>
          {months}
          {reason}
        </RecordDialog>
      )}
    </Stack>
  );
}

/** The console's VIP changes of the member, newest first. */
export function VipChanges() {
  const translate = useTranslate();
  const record = useRecordContext<VipRecord>();
  if (!record?.vipChanges?.length) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>{translate('console.people.vipChanges')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.order.time')}</TableCell>
            <TableCell>{translate('console.people.vip')}</TableCell>
            <TableCell>{translate('console.people.reason')}</TableCell>
            <TableCell>{translate('console.people.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.vipChanges.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{new Date(c.createdAt).toLocaleString()}</TableCell>
              <TableCell>
                {translate(`console.people.action.${c.action}`)}
                {c.action === 'revoke' ? '' : ` · ${translate('console.people.monthsCount', { n: c.months })} → ${new Date(c.after).toLocaleDateString()}`}
              </TableCell>
              <TableCell>{c.reason}</TableCell>
              <TableCell>{c.operator.replace(/^operator:/, '')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
