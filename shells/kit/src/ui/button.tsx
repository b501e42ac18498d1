import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import * as styles from './button.css.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

type Look = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

function lookClass({ variant = 'primary', size = 'md', fullWidth = false }: Look, extra?: string): string {
  return [styles.variant[variant], styles.size[size], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /**
     * Shows a spinner and ignores presses while an action runs. The button stays focusable
     * (`aria-disabled`, not `disabled`): a disabled button drops the focus to <body>, so a keyboard
     * or screen-reader user would lose their place exactly when the answer (an error) comes.
     */
    loading?: boolean;
    icon?: ReactNode;
  };

/** A press on a pending button does nothing: neither its handler nor a form submission. */
function ignorePress(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={lookClass({ variant, size, fullWidth }, className)}
      aria-disabled={loading ? true : rest['aria-disabled']}
      aria-busy={loading || rest['aria-busy'] || undefined}
      onClick={loading ? ignorePress : onClick}
    >
      {loading ? <Spinner size={18} decorative /> : icon}
      {children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & Look & { icon?: ReactNode };

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={lookClass({ variant, size, fullWidth }, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
