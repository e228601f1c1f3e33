import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import './Brand.css';

/** The product name as the home link of every header. */
export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 8v16h14v-3.5H13V8z" fill="#fff" />
      </svg>
      <span className="brand__name">
        <FormattedMessage id="app.name" />
      </span>
    </Link>
  );
}
