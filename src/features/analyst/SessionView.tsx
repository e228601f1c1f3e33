// One replayed session: the diagram with the selected event's state marked, the timeline of events, and for the
// selected event its state, every step's flags and what it changed in the context.
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  activeStateIds,
  machineDiagram,
  type ContextChange,
  type SessionTimeline,
  type TimelineEntry,
} from '../../../machines/analysis';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { MachineDiagram } from './MachineDiagram';

/** m:ss since the recording started. */
export function elapsed(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A table that may scroll sideways on a narrow screen: focusable and named, so a keyboard can scroll it. */
export function ScrollRegion({
  labelId,
  values,
  children,
}: {
  labelId: string;
  values?: Record<string, number>;
  children: ReactNode;
}) {
  const label = useIntl().formatMessage({ id: labelId }, values);
  return (
    <>
      {/* A scrollable region must take focus, or a keyboard cannot scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="analyst-table-wrap" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </>
  );
}

const MAX_VALUE_TEXT = 160;
function valueText(value: unknown): string {
  const text = value === undefined ? '—' : JSON.stringify(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT - 1)}…` : text;
}

function eventDetail(entry: TimelineEntry): string {
  const event = entry.event as { step?: unknown; purpose?: unknown; list?: unknown };
  return [event.step, event.list, event.purpose].filter((part) => typeof part === 'string').join(' ');
}

function Flags({ entry }: { entry: TimelineEntry }) {
  const intl = useIntl();
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'analyst.yes' : 'analyst.no' });
  return (
    <ScrollRegion labelId="analyst.flags.caption">
      <table className="analyst-table">
        <caption>
          <FormattedMessage id="analyst.flags.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="analyst.flags.step" />
            </th>
            <th scope="col">
              <FormattedMessage id="analyst.flags.needed" />
            </th>
            <th scope="col">
              <FormattedMessage id="analyst.flags.skipped" />
            </th>
            <th scope="col">
              <FormattedMessage id="analyst.flags.validated" />
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.flags.map((flag) => (
            <tr key={flag.step} className={flag.current ? 'analyst-table__current' : undefined}>
              <th scope="row">
                {flag.step}
                {flag.current ? (
                  <span className="analyst-tag">
                    {' '}
                    <FormattedMessage id="analyst.flags.current" />
                  </span>
                ) : null}
              </th>
              <td>{yesNo(flag.needed)}</td>
              <td>{yesNo(flag.skipped)}</td>
              <td>{yesNo(flag.validated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Changes({ changes }: { changes: ContextChange[] }) {
  if (changes.length === 0) {
    return (
      <p>
        <FormattedMessage id="analyst.changes.none" />
      </p>
    );
  }
  return (
    <ScrollRegion labelId="analyst.changes.caption" values={{ count: changes.length }}>
      <table className="analyst-table analyst-table--changes">
        <caption>
          <FormattedMessage id="analyst.changes.caption" values={{ count: changes.length }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="analyst.changes.path" />
            </th>
            <th scope="col">
              <FormattedMessage id="analyst.changes.before" />
            </th>
            <th scope="col">
              <FormattedMessage id="analyst.changes.after" />
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <code>{change.path}</code>
              </th>
              <td>
                <code>{valueText(change.before)}</code>
              </td>
              <td>
                <code>{valueText(change.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function SessionView({ timeline, title }: { timeline: SessionTimeline; title: string }) {
  const intl = useIntl();
  const diagram = useMemo(() => machineDiagram(), []);
  const [selected, setSelected] = useState(0);
  const entries = timeline.entries;
  const entry: TimelineEntry | undefined = entries[Math.min(selected, entries.length - 1)];
  const select = (i: number) => setSelected(Math.max(0, Math.min(entries.length - 1, i)));

  // Up and down arrows walk the timeline; the focus follows the selection.
  function onEventKey(event: KeyboardEvent<HTMLButtonElement>, i: number) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const next = Math.max(0, Math.min(entries.length - 1, i + (event.key === 'ArrowDown' ? 1 : -1)));
    select(next);
    const list = event.currentTarget.closest('ol');
    list?.querySelectorAll('button')[next]?.focus();
  }

  return (
    <>
      <Card title={title}>
        <p>
          <FormattedMessage
            id="analyst.session.summary"
            values={{
              events: entries.length,
              started: timeline.recording.startedAt || '—',
              machine: timeline.recording.machineVersion,
            }}
          />
        </p>
        {timeline.problems.length > 0 ? (
          <Alert
            tone="warning"
            title={<FormattedMessage id="analyst.problems.title" values={{ count: timeline.problems.length }} />}
          >
            <ul>
              {timeline.problems.map((problem, i) => (
                <li key={i}>
                  {problem.index === null ? (
                    <FormattedMessage id="analyst.problems.recording" values={{ message: problem.message }} />
                  ) : (
                    <FormattedMessage
                      id="analyst.problems.event"
                      values={{ number: problem.index + 1, message: problem.message }}
                    />
                  )}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {timeline.warnings.map((warning) => (
          <Alert key={warning} tone="info">
            {warning}
          </Alert>
        ))}
      </Card>

      {entry ? (
        <div className="analyst-session">
          <Card title={<FormattedMessage id="analyst.timeline.title" />} className="analyst-session__timeline">
            <div className="analyst-stepper">
              <Button variant="secondary" size="sm" onClick={() => select(selected - 1)} disabled={selected === 0}>
                <FormattedMessage id="analyst.timeline.previous" />
              </Button>
              <span aria-live="polite">
                <FormattedMessage
                  id="analyst.timeline.position"
                  values={{ number: selected + 1, count: entries.length }}
                />
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => select(selected + 1)}
                disabled={selected >= entries.length - 1}
              >
                <FormattedMessage id="analyst.timeline.next" />
              </Button>
            </div>
            <ol className="analyst-timeline" aria-label={intl.formatMessage({ id: 'analyst.timeline.label' })}>
              {entries.map((e, i) => (
                <li key={e.index}>
                  <button
                    type="button"
                    className="analyst-timeline__event"
                    aria-current={i === selected ? 'step' : undefined}
                    onClick={() => select(i)}
                    onKeyDown={(event) => onEventKey(event, i)}
                  >
                    <span className="analyst-timeline__time">{elapsed(e.at)}</span>
                    <span className="analyst-timeline__name">
                      #{e.index + 1} {e.event.type}
                      {eventDetail(e) ? ` ${eventDetail(e)}` : ''}
                    </span>
                    <span className="analyst-timeline__state">{e.state}</span>
                    {e.ignored ? (
                      <span className="analyst-tag analyst-tag--warning">
                        <FormattedMessage id="analyst.timeline.ignored" />
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ol>
          </Card>

          <div className="analyst-session__detail">
            <Card
              title={
                <FormattedMessage
                  id="analyst.selected.title"
                  values={{ number: entry.index + 1, type: entry.event.type }}
                />
              }
            >
              <dl className="analyst-facts">
                <dt>
                  <FormattedMessage id="analyst.selected.state" />
                </dt>
                <dd data-testid="selected-state">{entry.state}</dd>
                <dt>
                  <FormattedMessage id="analyst.selected.step" />
                </dt>
                <dd>{entry.currentStep}</dd>
                <dt>
                  <FormattedMessage id="analyst.selected.time" />
                </dt>
                <dd>{elapsed(entry.at)}</dd>
                <dt>
                  <FormattedMessage id="analyst.selected.event" />
                </dt>
                <dd>
                  <code>{valueText(entry.event)}</code>
                </dd>
              </dl>
              {entry.ignored ? <Alert tone="warning">{entry.ignored}</Alert> : null}
              <Flags entry={entry} />
              <h3 className="analyst-subheading">
                <FormattedMessage id="analyst.changes.title" />
              </h3>
              <Changes changes={entry.changes} />
            </Card>
            <Card title={<FormattedMessage id="analyst.diagram.title" />}>
              <MachineDiagram diagram={diagram} active={activeStateIds(entry.stateValue)} />
            </Card>
          </div>
        </div>
      ) : (
        <Card>
          <p>
            <FormattedMessage id="analyst.session.empty" />
          </p>
        </Card>
      )}
    </>
  );
}
