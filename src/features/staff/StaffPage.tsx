// A staff page: its title and what the user's work is, then its tasks, each a card (StaffTask). The pages differ
// only in their words and tasks, which they declare as data.
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StaffTask, type StaffTaskProps } from './StaffTask';
import './staff.css';

export function StaffPage({
  titleId,
  introId,
  tasks,
}: {
  titleId: string;
  introId: string;
  tasks: readonly StaffTaskProps[];
}) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} description={<FormattedMessage id={introId} />} />
      <div className="staff-tasks">
        {tasks.map((task) => (
          <StaffTask key={task.titleId} {...task} />
        ))}
      </div>
    </>
  );
}
