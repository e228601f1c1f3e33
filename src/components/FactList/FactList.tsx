import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type Fact = { id: string; value: ReactNode; values?: Record<string, string | number> };

/** Labelled figures as a definition list: each label a message id, each item `${className}__item`. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.id} className={`${className}__item`}>
          <dt>
            <FormattedMessage id={fact.id} values={fact.values} />
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
