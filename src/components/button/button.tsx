// The one button. `busy` keeps the button focusable and its name stable, shows a spinner and
// swallows clicks (and the implicit submission Enter triggers), so a form cannot be sent twice.
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import '../spinner/spinner.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'medium' | 'small';

/** The classes of a button of this variant and size (also drawn on links by ButtonLink). */
export const buttonClassName = (variant: ButtonVariant, size: ButtonSize, className?: string) =>
  ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress: clicks are ignored and a spinner shows. */
  busy?: boolean;
  /** Spoken and shown while busy, e.g. "Saving…". Defaults to the normal label. */
  busyLabel?: string;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // `aria-disabled` from the caller: unavailable but still focusable, so a description saying why
  // can be read. Such a button ignores clicks like a busy one.
  const unavailable = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || unavailable) {
      // Cancels the form submission a submit button would start.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled}
      aria-disabled={busy || unavailable || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <span className="ui-spinner ui-button__spinner" aria-hidden="true" />}
      <span className="ui-button__label">{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
