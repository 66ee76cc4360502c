/** Class lists shared by the account forms and the bind-email dialog. */
export const inputClass =
  'h-10 w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-500 ' +
  'focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none aria-[invalid=true]:border-red-500';

export const primaryButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md bg-primary-600 px-5 font-medium text-white hover:bg-primary-700 ' +
  'disabled:cursor-wait disabled:opacity-60 data-dimmed:bg-primary-200 data-dimmed:text-primary-800 data-dimmed:hover:bg-primary-200';

export const secondaryButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-5 text-gray-800 hover:border-primary-400 hover:text-primary-800';

export const linkButtonClass = 'text-sm text-primary-700 underline-offset-2 hover:underline';

/** Moves focus to the first field the last validation marked, once React has rendered the marks. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
