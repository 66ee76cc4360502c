import { Typography } from '@mui/material';
import { ValidationError, type ValidationErrorMessage } from 'react-admin';

/**
 * A field's validation error under a custom input, in the operator's language. react-admin hands a form-level
 * error to the input as `{ message, args }` (or a string), which ValidationError translates either way.
 */
export function FieldError({ error }: { error?: { message?: unknown } }) {
  const message = error?.message as ValidationErrorMessage | undefined;
  if (!message) return null;
  return (
    <Typography color="error" variant="caption" role="alert" sx={{ display: 'block' }}>
      <ValidationError error={message} />
    </Typography>
  );
}
