import type { ButtonHTMLAttributes, ReactNode } from 'react';
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
    /** Shows a spinner and blocks clicks while an action runs. */
    loading?: boolean;
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={lookClass({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
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
