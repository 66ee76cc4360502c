import LockResetIcon from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { AppBar, Logout, PasswordInput, UserMenu, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';
import { ownPasswordSchema } from '../../lib/schemas/operator.ts';
import { RecordDialog } from './RecordDialog.tsx';

/** The user menu's item: it closes the menu and asks the app bar to open the dialog, which lives outside the menu. */
function OwnPasswordItem({ onOpen }: { onOpen: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.ownPassword.menu')}</ListItemText>
    </MenuItem>
  );
}

/** react-admin's app bar whose user menu also changes the operator's own password, with the current one. */
export function ConsoleAppBar(props: AppBarProps) {
  const [asked, setAsked] = useState(0);
  return (
    <>
      <AppBar
        {...props}
        userMenu={
          <UserMenu>
            <OwnPasswordItem onOpen={() => setAsked((n) => n + 1)} />
            <Logout />
          </UserMenu>
        }
      />
      <RecordDialog
        label="console.ownPassword.title"
        path="/operators/me/password"
        schema={ownPasswordSchema}
        defaults={() => ({ current: '', pwd: '' })}
        done="console.ownPassword.done"
        opened={asked}
        trigger={() => null}
      >
        <PasswordInput source="current" label="console.ownPassword.current" fullWidth autoComplete="current-password" />
        <PasswordInput source="pwd" label="console.ownPassword.pwd" helperText="console.ownPassword.help" fullWidth autoComplete="new-password" />
      </RecordDialog>
    </>
  );
}
