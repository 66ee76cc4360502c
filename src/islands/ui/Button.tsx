import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './buttonStyles.ts';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work started by this button is under way: it cannot be pressed again and says so to assistive technology. */
  busy?: boolean;
}

/** The shop's button. `type` defaults to "button", so only a form's real submit button submits it. */
export default function Button({ variant = 'primary', size = 'md', busy = false, type = 'button', disabled, className, ...rest }: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size)}
      {...rest}
    />
  );
}
