import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  fullWidth?: boolean;
  /** Shows a spinner and ignores clicks; the label stays so screen readers still know what is happening. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading,
  icon,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'button',
    `button--${variant}`,
    `button--${size}`,
    fullWidth && 'button--full',
    loading && 'button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      // aria-disabled rather than disabled while loading keeps focus on the button a keyboard user just pressed.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="button__spinner" aria-hidden="true" /> : icon}
      <span className="button__label">{children}</span>
    </button>
  );
}
