import { PasswordInput } from 'react-admin';
import { ownPasswordSchema } from '../../lib/schemas/operator.ts';
import { RecordDialog } from './RecordDialog.tsx';

/** The operator's own password, changed with the current one; `opened` counts the times it was asked for. */
export function OwnPasswordDialog({ opened }: { opened: number }) {
  return (
    <RecordDialog
      label="console.ownPassword.title"
      path="/operators/me/password"
      schema={ownPasswordSchema}
      defaults={() => ({ current: '', pwd: '' })}
      done="console.ownPassword.done"
      opened={opened}
      trigger={() => null}
    >
      <PasswordInput source="current" label="console.ownPassword.current" fullWidth autoComplete="current-password" />
      <PasswordInput source="pwd" label="console.ownPassword.pwd" helperText="console.ownPassword.help" fullWidth autoComplete="new-password" />
    </RecordDialog>
  );
}
