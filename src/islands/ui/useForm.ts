import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/errors.ts';
import { focusFirstInvalid, formErrors, hasErrors, type FieldErrors } from './forms.ts';

interface Options<V, K extends string> {
  initial: V | (() => V);
  /** The shared schema (src/lib/schemas) the values are checked against when sent; its messages are message keys. */
  schema?: z.ZodType;
  /** The form's own rules, checked with the schema's; a field named here takes this answer instead of the schema's. */
  rules?: (values: V) => FieldErrors<K>;
  /** Sends the checked values. A rejection keeps them for another try: the request layer, or `onRefused`, says why. */
  send: (values: V) => Promise<unknown>;
  /** Told of a rejection, for forms that say more than `refusal` does. */
  onRefused?: (error: unknown) => void;
  /** The form's problems stay while the member types; its fields check themselves again on blur. */
  keepErrorsWhileTyping?: boolean;
  /** Once sent, the form leaves (for another page or screen): its button stays busy until then. */
  leaves?: boolean;
}

/**
 * A form over a shared schema: its values, the problem of each field (message keys), and a submit that
 * checks everything, moves focus to the first field marked invalid, and keeps the button busy while sending;
 * `refusal` is the server's answer to the last submit when it refused.
 */
export function useForm<V extends object, K extends string = Extract<keyof V, string>>(options: Options<V, K>) {
  const { schema, rules, send, onRefused, keepErrorsWhileTyping = false, leaves = false } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  // For silent requests, whose refusal the form shows itself; cleared at each submit.
  const [refusal, setRefusal] = useState('');

  const mark = (patch: FieldErrors<K>) => setErrors((current) => ({ ...current, ...patch }));

  const set = <F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!keepErrorsWhileTyping) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Resolves true once the values were sent and accepted. */
  const submit = async (event: SubmitEvent<HTMLFormElement>): Promise<boolean> => {
    event.preventDefault();
    setRefusal('');
    const found: FieldErrors<K> = { ...(schema ? formErrors<K>(schema, values) : {}), ...rules?.(values) };
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget);
      return false;
    }
    if (busy) return false;
    setBusy(true);
    try {
      await send(values);
      if (!leaves) setBusy(false);
      return true;
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.kind !== 'cancelled') setRefusal(error.msg);
      onRefused?.(error);
      return false;
    }
  };

  return { values, setValues, set, errors, setErrors, mark, busy, refusal, submit };
}
