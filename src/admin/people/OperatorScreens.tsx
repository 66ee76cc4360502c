import { Chip } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, PasswordInput, SelectInput, TextInput, TopToolbar, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { OPERATOR_ROLES, operatorCreateSchema, operatorResetSchema } from '../../lib/schemas/operator.ts';
import { RowAction, RowActions } from './OtherScreens.tsx';
import { RecordDialog } from './RecordDialog.tsx';

interface OperatorRow {
  id: number;
  account: string;
  role: 'owner' | 'staff';
  disabled: boolean;
}

/** A new console account: the owner types its account, a first password to hand over, and its role. */
function CreateOperator() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <RecordDialog label="console.operator.create" path="/operators" schema={operatorCreateSchema} defaults={() => ({ account: '', pwd: '', role: 'staff' })} intro="console.operator.createHelp">
        <TextInput source="account" label="resources.operators.fields.account" fullWidth autoComplete="off" />
        <PasswordInput source="pwd" label="console.operator.password" helperText="console.operator.passwordHelp" fullWidth autoComplete="new-password" />
        <SelectInput source="role" label="resources.operators.fields.role" choices={OPERATOR_ROLES.map((r) => ({ id: r, name: translate(`console.operator.${r}`) }))} fullWidth />
      </RecordDialog>
    </TopToolbar>
  );
}

/** Another operator's new password (they are logged out everywhere); an owner changes their own from the user menu. */
function ResetPassword() {
  const record = useRecordContext<OperatorRow>();
  const { identity } = useGetIdentity();
  if (!record || record.account === identity?.fullName) return null;
  return (
    <RecordDialog label="console.operator.reset" path={`/operators/${record.id}/password`} schema={operatorResetSchema} defaults={() => ({ pwd: '' })} intro="console.operator.resetHelp">
      <PasswordInput source="pwd" label="console.operator.password" helperText="console.operator.passwordHelp" fullWidth autoComplete="new-password" />
    </RecordDialog>
  );
}

/**
 * The owner's list of console accounts: disable or enable one, make one owner or staff. Each change asks first;
 * the server keeps at least one enabled owner and says so when a change would leave none.
 */
export function OperatorList() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <List perPage={100} pagination={false} exporter={false} title="console.operator.title" actions={<CreateOperator />}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{translate('console.operator.empty')}</p>}>
        <FunctionField source="account" sortable={false} render={(r: OperatorRow) => (r.account === identity?.fullName ? `${r.account} (${translate('console.operator.you')})` : r.account)} />
        <FunctionField source="role" sortable={false} render={(r: OperatorRow) => translate(`console.operator.${r.role}`)} />
        <FunctionField
          source="disabled"
          sortable={false}
          render={(r: OperatorRow) => <Chip size="small" variant="outlined" color={r.disabled ? 'default' : 'success'} label={translate(r.disabled ? 'console.operator.disabled' : 'console.operator.enabled')} />}
        />
        <DateField source="createdAt" showTime sortable={false} />
        <RowActions>
          <RowAction path={(id) => `/operators/${id}`} json={{ disabled: true }} label="console.operator.disable" confirm="console.operator.disableConfirm" when={(r) => !r.disabled && r.account !== identity?.fullName} />
          <RowAction path={(id) => `/operators/${id}`} json={{ disabled: false }} label="console.operator.enable" when={(r) => r.disabled === true} />
          <RowAction path={(id) => `/operators/${id}`} json={{ role: 'owner' }} label="console.operator.makeOwner" confirm="console.operator.makeOwnerConfirm" when={(r) => r.role === 'staff'} />
          <RowAction path={(id) => `/operators/${id}`} json={{ role: 'staff' }} label="console.operator.makeStaff" confirm="console.operator.makeStaffConfirm" when={(r) => r.role === 'owner'} />
          <ResetPassword />
        </RowActions>
      </Datagrid>
    </List>
  );
}
