import LockResetIcon from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { AppBar, Logout, PasswordInput, UserMenu, useTranslate, type AppBarProps } from 'react-admin';
import { ownPasswordSchema } from '../../lib/schemas/operator.ts';
import { RecordDialog } from './RecordDialog.tsx';

/** The user menu's item that changes the operator's own password, with the current one. */
function OwnPasswordItem() {
  const translate = useTranslate();
  return (
    <RecordDialog
      label="console.ownPassword.title"
      path="/operators/me/password"
      schema={ownPasswordSchema}
      defaults={() => ({ current: '', pwd: '' })}
      done="console.ownPassword.done"
      trigger={(open) => (
        // The menu stays open under the dialog: closing it would unmount the dialog with it.
        <MenuItem onClick={open}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('console.ownPassword.menu')}</ListItemText>
        </MenuItem>
      )}
    >
      <PasswordInput source="current" label="console.ownPassword.current" fullWidth autoComplete="current-password" />
      <PasswordInput source="pwd" label="console.ownPassword.pwd" helperText="console.ownPassword.help" fullWidth autoComplete="new-password" />
    </RecordDialog>
  );
}

/** react-admin's app bar whose user menu also changes the operator's own password. */
export function ConsoleAppBar(props: AppBarProps) {
  return (
    <AppBar
      {...props}
      userMenu={
        <UserMenu>
          <OwnPasswordItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
