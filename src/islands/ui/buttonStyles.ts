/** How a button looks: the main step, a neutral one, the brand outline, a step that destroys, or plain text. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'text';
export type ButtonSize = 'sm' | 'md';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium no-underline transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait';

const VARIANT: Record<ButtonVariant, string> = {
  primary:
    'bg-primary-600 text-white hover:bg-primary-700 disabled:hover:bg-primary-600 ' +
    // Dimmed: the form is not complete yet, but the button still answers (and says what is missing).
    'data-dimmed:bg-primary-200 data-dimmed:text-primary-800 data-dimmed:hover:bg-primary-200',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:border-primary-500 hover:text-primary-800 disabled:hover:border-gray-300',
  outline: 'border border-primary-600 bg-white text-primary-700 hover:bg-primary-50 disabled:hover:bg-white',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:hover:bg-red-700',
  text: 'text-primary-700 underline-offset-2 hover:underline',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-10 px-5',
};

/**
 * The class list of a button look, for a <button> (see Button) or a link that acts as one.
 * Text buttons take no box, so they sit inside a sentence.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return variant === 'text' ? `${BASE} ${VARIANT.text} ${size === 'sm' ? 'text-sm' : ''}` : `${BASE} ${SIZE[size]} ${VARIANT[variant]}`;
}
