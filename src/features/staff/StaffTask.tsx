// One task of a staff page: a card whose text names the calls and commands it takes, set as code. The calls and
// commands are the same in every language, so they are values of the message rather than part of it.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';

export type StaffTaskProps = {
  titleId: string;
  textId: string;
  /** The message's placeholders and the call or command each one shows. */
  code?: Record<string, string>;
  /** More under the text: a link, say. */
  more?: ReactNode;
};

export function StaffTask({ titleId, textId, code = {}, more }: StaffTaskProps) {
  const values = Object.fromEntries(Object.entries(code).map(([name, text]) => [name, <code key={name}>{text}</code>]));
  return (
    <Card title={<FormattedMessage id={titleId} />} className="staff-task">
      <p>
        <FormattedMessage id={textId} values={values} />
      </p>
      {more}
    </Card>
  );
}
