// Why PostgreSQL could not be reached, in the terms of DATABASE_URL: which of its host, port, database or
// credentials to fix, rather than the first failed query of the migrations.
import { withoutPassword } from '../envSettings';

type ConnectError = { code?: string; message?: string };

/** What is wrong, by node-postgres's error: a network code from Node, or PostgreSQL's SQLSTATE. */
function whatIsWrong(code: string | undefined, url: URL): string | null {
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(the user name)';
  const user = decodeURIComponent(url.username) || '(the system user)';
  const hostPort = `${url.hostname}:${url.port || '5432'}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${hostPort}: check the host and port`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${url.hostname} is not known: check the host`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${hostPort} does not answer: check the host and port (and any firewall)`;
    case '3D000':
      return `the database "${database}" does not exist on ${hostPort}: check the database name, or create it`;
    case '28P01':
    case '28000':
      return `${hostPort} refused the credentials of user "${user}": check the user name and password`;
    default:
      return null;
  }
}

/** A message for an operator naming the part of DATABASE_URL to fix, with the URL's password hidden. */
export function connectionFailureMessage(error: unknown, databaseUrl: string): string {
  const { code, message } = (error ?? {}) as ConnectError;
  const url = new URL(databaseUrl);
  const wrong = whatIsWrong(code, url) ?? `connecting failed: ${message ?? String(error)}`;
  return `The database at DATABASE_URL=${withoutPassword(databaseUrl)} cannot be used: ${wrong}.`;
}
