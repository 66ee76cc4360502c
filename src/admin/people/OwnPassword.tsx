import LockResetIcon from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { AppBar, Logout, UserMenu, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';

/** The password form (its schema and dialog) loads when the operator first asks for it, not with the console. */
const OwnPasswordDialog = lazy(async () => ({ default: (await import('./OwnPasswordDialog.tsx')).OwnPasswordDialog }));

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
        // The console's bar stays in view on long screens: the operator's menu is always one click away.
        alwaysOn
        userMenu={
          <UserMenu>
            <OwnPasswordItem onOpen={() => setAsked((n) => n + 1)} />
            <Logout />
          </UserMenu>
        }
      />
      {asked > 0 ? (
        <Suspense fallback={null}>
          <OwnPasswordDialog opened={asked} />
        </Suspense>
      ) : null}
    </>
  );
}
