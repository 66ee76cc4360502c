import { useCallback } from 'react';
import { http } from '../../lib/api/index.ts';
import { toast } from '../../stores/toast.ts';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
import {
  EMPTY_BIND_EMAIL,
  bindEmailBlurError,
  bindEmailErrors,
  bindEmailFieldError,
  bindEmailPayload,
  type BindEmailField,
  type BindEmailMode,
} from './bindEmail.ts';
import { refreshUserInfo } from './session.ts';
import { useSendCode } from './useSendCode.ts';

/** State and actions of the bind-email dialog; both send buttons keep their own 60-second countdown. */
export function useBindEmailForm(mode: BindEmailMode) {
  const t = useT();
  const { values, setValues, errors, setErrors, mark, set, busy, submit } = useForm({
    initial: EMPTY_BIND_EMAIL,
    rules: (v) => bindEmailErrors(v, mode),
    send: async (v) => {
      await http.post('member/setSecureMailBox', bindEmailPayload(v, mode));
      await refreshUserInfo();
      toast.success(t('common.operationSuccess'));
      reset();
    },
    keepErrorsWhileTyping: true,
  });

  const sendToNew = useCallback(async () => {
    const problem = bindEmailFieldError('email', values.email);
    setErrors((e) => ({ ...e, email: problem }));
    if (problem) return false;
    await http.post('member/sendEmailCode', { email: values.email }, { showSuccess: true });
    return true;
  }, [values.email]);
  // Without an email the server sends a verification code to the address bound now.
  const sendToCurrent = useCallback(async () => {
    await http.post('member/sendEmailCode', {}, { showSuccess: true });
    return true;
  }, []);
  const newSender = useSendCode(sendToNew);
  const oldSender = useSendCode(sendToCurrent);

  function reset() {
    setValues(EMPTY_BIND_EMAIL);
    setErrors({});
    newSender.reset();
    oldSender.reset();
  }

  return {
    values,
    errors,
    busy,
    newSender,
    oldSender,
    change: (field: BindEmailField, value: string) => set(field, value),
    blur: (field: BindEmailField) => mark({ [field]: bindEmailBlurError(field, values[field]) }),
    clearErrors: () => setErrors({}),
    /** Resolves true once the email is saved and the member reloaded; a refusal was toasted already. */
    submit,
  };
}
