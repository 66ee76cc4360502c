import { act, type SubmitEvent } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { z } from '../../lib/schemas/zod.ts';
import { renderHook } from './testing.tsx';
import { useForm } from './useForm.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'validation.nickname.required'),
  email: z.email('validation.email.invalid'),
});

type Values = { name: string; email: string };

/** A submit event from a form whose fields the last render marked (aria-invalid) as `invalid` says. */
function submitEvent(invalid: string[]) {
  const focused: string[] = [];
  const form = {
    querySelector: (selector: string) => {
      expect(selector).toBe('[aria-invalid="true"]');
      const first = invalid[0];
      return first ? { focus: () => focused.push(first) } : null;
    },
  };
  const event = { preventDefault: vi.fn(), currentTarget: form } as unknown as SubmitEvent<HTMLFormElement>;
  return { event, focused };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => run());
});

describe('useForm', () => {
  it('checks the values against the schema and the form rules, sends nothing, and focuses the first invalid field', async () => {
    const send = vi.fn(async () => {});
    const { result } = renderHook(() =>
      useForm<Values>({ initial: { name: ' ', email: 'me@orchid.example' }, schema, rules: (v) => ({ email: v.email.endsWith('.example') ? 'validation.email.required' : undefined }), send }),
    );
    const { event, focused } = submitEvent(['name']);
    let sent!: boolean;
    await act(async () => {
      sent = await result.current.submit(event);
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(sent).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'validation.nickname.required', email: 'validation.email.required' });
    expect(focused).toEqual(['name']);
    expect(result.current.busy).toBe(false);
  });

  it('is busy while sending and free again once the values are accepted', async () => {
    const reply = deferred();
    const send = vi.fn(() => reply.promise);
    const { result } = renderHook(() => useForm<Values>({ initial: { name: 'Lan', email: 'lan@orchid.example' }, schema, send }));
    let submitted!: Promise<boolean>;
    act(() => {
      submitted = result.current.submit(submitEvent([]).event);
    });
    expect(result.current.busy).toBe(true);
    expect(send).toHaveBeenCalledWith({ name: 'Lan', email: 'lan@orchid.example' });
    // A second submit while the first is on its way sends nothing.
    await act(async () => {
      expect(await result.current.submit(submitEvent([]).event)).toBe(false);
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      reply.resolve();
      expect(await submitted).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it('keeps the values after a refusal, says it until the next submit, and tells the form', async () => {
    const onRefused = vi.fn();
    const answers = [new ApiError('business', '该账号已被注册'), new ApiError('cancelled', 'aborted')];
    const send = vi.fn(() => Promise.reject(answers.shift()));
    const { result } = renderHook(() => useForm<Values>({ initial: { name: 'Lan', email: 'lan@orchid.example' }, schema, send, onRefused }));
    await act(async () => {
      expect(await result.current.submit(submitEvent([]).event)).toBe(false);
    });
    expect(result.current.refusal).toBe('该账号已被注册');
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ kind: 'business' }));
    expect(result.current.busy).toBe(false);
    expect(result.current.values).toEqual({ name: 'Lan', email: 'lan@orchid.example' });
    // A request the page itself abandoned is no refusal.
    await act(async () => {
      await result.current.submit(submitEvent([]).event);
    });
    expect(result.current.refusal).toBe('');
  });

  it('stays busy after sending when the form leaves the page', async () => {
    const { result } = renderHook(() => useForm<Values>({ initial: { name: 'Lan', email: 'lan@orchid.example' }, schema, send: async () => {}, leaves: true }));
    await act(async () => {
      expect(await result.current.submit(submitEvent([]).event)).toBe(true);
    });
    expect(result.current.busy).toBe(true);
  });

  it('forgets a field’s problem as it is typed in, unless problems stay until the field is left', async () => {
    for (const keepErrorsWhileTyping of [false, true]) {
      const { result } = renderHook(() => useForm<Values>({ initial: { name: '', email: '' }, schema, send: async () => {}, keepErrorsWhileTyping }));
      await act(async () => {
        await result.current.submit(submitEvent(['name', 'email']).event);
      });
      act(() => result.current.set('name', 'L'));
      expect(result.current.values.name).toBe('L');
      expect(result.current.errors.name).toBe(keepErrorsWhileTyping ? 'validation.nickname.required' : undefined);
      expect(result.current.errors.email).toBe('validation.email.invalid');
      act(() => result.current.mark({ name: undefined, email: 'validation.email.required' }));
      expect(result.current.errors).toEqual({ name: undefined, email: 'validation.email.required' });
    }
  });
});
