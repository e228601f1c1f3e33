// The frame of a staff page: its title and what the user's work is, then its tasks.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import './staff.css';

export function StaffPage({ titleId, introId, children }: { titleId: string; introId: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={introId} />} />
      <div className="staff-tasks">{children}</div>
    </>
  );
}
