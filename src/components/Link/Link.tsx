import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import './Link.css';

export type LinkProps = RouterLinkProps & {
  /** `button` looks like a Button for calls to action that navigate. */
  variant?: 'inline' | 'button' | 'button-secondary';
};

/** An in-app link (client-side navigation) in the house style. */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  const variantClasses = {
    inline: 'link',
    button: 'link link--button',
    'button-secondary': 'link link--button link--button-secondary',
  };
  const classes = [variantClasses[variant], className].filter(Boolean).join(' ');
  return <RouterLink {...rest} className={classes} />;
}
