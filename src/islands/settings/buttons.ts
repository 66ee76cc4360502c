/** Button looks shared by the settings forms and the feedback dialog. */
export const primaryButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-primary-600 px-5 font-medium text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-gray-300 bg-white px-4 text-gray-800 hover:border-primary-500 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-60';

export const linkButton =
  'inline-flex h-9 shrink-0 items-center justify-center rounded-md border border-primary-600 px-4 text-sm font-medium text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-60';
