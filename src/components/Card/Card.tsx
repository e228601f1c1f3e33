import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  as?: 'section' | 'article' | 'div';
  /** A heading for the card; `headingLevel` keeps the page outline right where the card is placed. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
};

export function Card({
  as: Tag = 'section',
  title,
  headingLevel = 2,
  actions,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag {...rest} className={['card', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <div className="card__header">
          {title && <Heading className="card__title">{title}</Heading>}
          {actions && <div className="card__actions">{actions}</div>}
        </div>
      )}
      {children}
    </Tag>
  );
}
