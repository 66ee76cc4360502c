import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { Datagrid, DateField, FunctionField, List, SelectInput, TextField, useTranslate } from 'react-admin';
import { AUDIT_SORTS } from '../../lib/schemas/admin-lists.ts';
import { adminRequest } from '../api.ts';
import { dateRangeFilters } from './DateRangeInputs.tsx';
import { csvTime, useCsvExporter } from './exporter.ts';
import { ListActions } from './ListActions.tsx';
import { sortableIn } from './sortable.ts';

interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

interface AuditRow {
  id: number;
  createdAt: string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  changes: FieldChange[];
}

/** How an operator and an action read in the operator's language: the console account, and the action's words. */
function useAuditWords() {
  const translate = useTranslate();
  return {
    actor: (actor: string) => (actor === 'operator' ? translate('console.auditLog.terminal') : actor.replace(/^operator:/, '')),
    action: (action: string) => translate(`console.auditLog.actions.${action.replace(/\./g, '_')}`, { _: action }),
    none: translate('console.auditLog.none'),
  };
}

/** A change as lines of `field: old → new`, wrapping inside its column. */
function Changes({ changes, none }: { changes: FieldChange[]; none: string }) {
  if (changes.length === 0) return <>-</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 480, overflowWrap: 'anywhere' }}>
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.field}</strong>: {c.before ?? none} → {c.after ?? none}
        </li>
      ))}
    </Box>
  );
}

/** The owner's audit log: by operator, action and date, newest first; each change field by field; CSV export. */
export function AuditList() {
  const words = useAuditWords();
  const [choices, setChoices] = useState<{ actors: string[]; actions: string[] }>({ actors: [], actions: [] });
  useEffect(() => {
    adminRequest<{ actors: string[]; actions: string[] }>('/audit/choices').then(setChoices, () => undefined);
  }, []);
  const filters = [
    <SelectInput key="actor" source="actor" label="console.auditLog.operator" alwaysOn choices={choices.actors.map((a) => ({ id: a, name: words.actor(a) }))} />,
    <SelectInput key="action" source="action" label="console.auditLog.action" alwaysOn choices={choices.actions.map((a) => ({ id: a, name: words.action(a) }))} />,
    ...dateRangeFilters(),
  ];
  const exporter = useCsvExporter<AuditRow>('audit-log', [
    { label: 'resources.audit.fields.createdAt', value: (r) => csvTime(r.createdAt) },
    { label: 'console.auditLog.operator', value: (r) => words.actor(r.actor) },
    { label: 'console.auditLog.action', value: (r) => words.action(r.action) },
    { label: 'resources.audit.fields.target', value: (r) => r.target },
    { label: 'resources.audit.fields.detail', value: (r) => r.detail },
    { label: 'console.auditLog.change', value: (r) => r.changes.map((c) => `${c.field}: ${c.before ?? words.none} -> ${c.after ?? words.none}`).join('; ') },
  ]);
  const sortable = sortableIn(AUDIT_SORTS);
  return (
    <List perPage={50} title="console.audit.title" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={exporter} actions={<ListActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime sortable={sortable('createdAt')} />
        <FunctionField source="actor" label="console.auditLog.operator" sortable={sortable('actor')} render={(r: AuditRow) => words.actor(r.actor)} />
        <FunctionField source="action" label="console.auditLog.action" sortable={sortable('action')} render={(r: AuditRow) => words.action(r.action)} />
        <TextField source="target" sortable={false} emptyText="-" />
        <TextField source="detail" sortable={false} emptyText="-" />
        <FunctionField label="console.auditLog.change" render={(r: AuditRow) => <Changes changes={r.changes} none={words.none} />} />
      </Datagrid>
    </List>
  );
}
