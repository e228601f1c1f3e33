// Per wizard step across the stored recordings: how many sessions reached it, moved on, went back or ended
// there, and the median time spent on it (GET /api/analyst/step-statistics).
import { FormattedMessage } from 'react-intl';
import type { StepStatisticsBody } from '../../../store/api/analystApi';
import { elapsed, ScrollRegion } from './SessionView';

export function StepStatisticsTable({ statistics }: { statistics: StepStatisticsBody }) {
  return (
    <>
      <p>
        <FormattedMessage
          id="analyst.stats.summary"
          values={{ sessions: statistics.sessions, unreadable: statistics.unreadable }}
        />
      </p>
      <ScrollRegion labelId="analyst.stats.title">
        <table className="analyst-table">
          <caption className="visually-hidden">
            <FormattedMessage id="analyst.stats.title" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="analyst.flags.step" />
              </th>
              <th scope="col">
                <FormattedMessage id="analyst.stats.reached" />
              </th>
              <th scope="col">
                <FormattedMessage id="analyst.stats.movedOn" />
              </th>
              <th scope="col">
                <FormattedMessage id="analyst.stats.wentBack" />
              </th>
              <th scope="col">
                <FormattedMessage id="analyst.stats.endedHere" />
              </th>
              <th scope="col">
                <FormattedMessage id="analyst.stats.median" />
              </th>
            </tr>
          </thead>
          <tbody>
            {statistics.steps.map((row) => (
              <tr key={row.step}>
                <th scope="row">{row.step}</th>
                <td>{row.reached}</td>
                <td>{row.moved_on}</td>
                <td>{row.went_back}</td>
                <td>{row.ended_here}</td>
                <td>{row.median_ms === null ? '—' : elapsed(row.median_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
