// The wizard's statechart, drawn from the machine definition itself (machines/analysis.ts machineDiagram), so it
// cannot drift from the machine: nested states as boxes, each with its transitions, the active ones marked.
import { FormattedMessage, useIntl } from 'react-intl';
import type { DiagramState, DiagramTransition } from '../../../machines/analysis';

const shortId = (id: string) => id.split('.').slice(1).join('.') || id;

function TransitionLine({ transition }: { transition: DiagramTransition }) {
  const intl = useIntl();
  const targets = transition.targets.map(shortId).join(', ');
  return (
    <li className="analyst-diagram__transition">
      <code>
        {transition.event === 'always' ? intl.formatMessage({ id: 'analyst.diagram.always' }) : transition.event}
      </code>
      {transition.guard ? <span className="analyst-diagram__guard"> [{transition.guard}]</span> : null}
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> {intl.formatMessage({ id: 'analyst.diagram.to' })} </span>
      <span>{targets || intl.formatMessage({ id: 'analyst.diagram.stays' })}</span>
    </li>
  );
}

function StateBox({ state, active, depth }: { state: DiagramState; active: ReadonlySet<string>; depth: number }) {
  const isActive = active.has(state.id);
  const routes = state.transitions.filter((t) => t.event === 'always');
  const own = state.transitions.filter((t) => t.event !== 'always');
  return (
    <li
      className={`analyst-diagram__state${isActive ? ' analyst-diagram__state--active' : ''}${
        state.children.length ? ' analyst-diagram__state--compound' : ''
      }`}
      data-state-id={state.id}
      aria-current={isActive ? 'true' : undefined}
    >
      <span className="analyst-diagram__name">
        {state.key}
        {state.final ? (
          <span className="analyst-diagram__tag">
            {' '}
            <FormattedMessage id="analyst.diagram.final" />
          </span>
        ) : null}
        {isActive ? (
          <span className="analyst-diagram__tag">
            {' '}
            <FormattedMessage id="analyst.diagram.active" />
          </span>
        ) : null}
      </span>
      {state.initial ? (
        <span className="analyst-diagram__initial">
          <FormattedMessage id="analyst.diagram.initial" values={{ state: state.initial }} />
        </span>
      ) : null}
      {own.length > 0 ? (
        <ul className="analyst-diagram__transitions">
          {own.map((t, i) => (
            <TransitionLine key={`${t.event}-${i}`} transition={t} />
          ))}
        </ul>
      ) : null}
      {routes.length > 0 ? (
        <p className="analyst-diagram__routes">
          <FormattedMessage
            id="analyst.diagram.routes"
            values={{ count: routes.length, guard: routes[0].guard?.split(' ')[0] ?? '' }}
          />
        </p>
      ) : null}
      {state.children.length > 0 ? (
        <ul className={`analyst-diagram__children analyst-diagram__children--${depth}`}>
          {state.children.map((child) => (
            <StateBox key={child.id} state={child} active={active} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function MachineDiagram({ diagram, active }: { diagram: DiagramState; active: readonly string[] }) {
  const intl = useIntl();
  return (
    <figure className="analyst-diagram" aria-label={intl.formatMessage({ id: 'analyst.diagram.label' })}>
      <ul className="analyst-diagram__root">
        <StateBox state={diagram} active={new Set(active)} depth={0} />
      </ul>
      <figcaption className="analyst-muted">
        <FormattedMessage id="analyst.diagram.caption" />
      </figcaption>
    </figure>
  );
}
