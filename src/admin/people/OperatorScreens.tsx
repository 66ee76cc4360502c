import { Chip } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, useGetIdentity, useTranslate } from 'react-admin';
import { RowAction, RowActions } from './OtherScreens.tsx';

interface OperatorRow {
  id: number;
  account: string;
  role: 'owner' | 'staff';
  disabled: boolean;
}

/**
 * The owner's list of console accounts: disable or enable one, make one owner or staff. Each change asks first;
 * the server keeps at least one enabled owner and says so when a change would leave none.
 */
export function OperatorList() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <List perPage={100} pagination={false} exporter={false} title="console.operator.title">
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
          <RowAction path={(id) => `/operators/${id}`} json={{ disabled: true }} label="console.operator.disable" confirm="console.operator.disableConfirm" when={(r) => !r.disabled} />
          <RowAction path={(id) => `/operators/${id}`} json={{ disabled: false }} label="console.operator.enable" when={(r) => r.disabled === true} />
          <RowAction path={(id) => `/operators/${id}`} json={{ role: 'owner' }} label="console.operator.makeOwner" confirm="console.operator.makeOwnerConfirm" when={(r) => r.role === 'staff'} />
          <RowAction path={(id) => `/operators/${id}`} json={{ role: 'staff' }} label="console.operator.makeStaff" confirm="console.operator.makeStaffConfirm" when={(r) => r.role === 'owner'} />
        </RowActions>
      </Datagrid>
    </List>
  );
}
