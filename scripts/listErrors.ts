// `npm run errors [-- --limit 20]`: the latest error reports the embedded sink received, newest first (time,
// error class and message, page, top stack frame). Reads PostgreSQL directly when DATABASE_URL is set; with the
// embedded PGlite database, which a running server holds open, it asks that server (GET /dev/errors) and opens
// the files itself only when no server answers.
import { desc, eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { errorReports } from '../server/db/schema';
import {
  formatSummary,
  summariesFromAnswer,
  summarizeNotify,
  type ErrorSummary,
} from '../server/errorReports/errorSummary';
import { loopbackFor } from '../server/realtime/publisher';

function limitFromArgs(args: string[]): number {
  const at = args.findIndex((arg) => arg === '--limit' || arg === '-n');
  const value = at === -1 ? NaN : Number(args[at + 1]);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 200) : 20;
}

async function fromDatabase(config: Config, limit: number): Promise<ErrorSummary[]> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: false });
  try {
    const rows = await database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.kind, 'notify'))
      .orderBy(desc(errorReports.id))
      .limit(limit);
    return rows.flatMap((row) => summarizeNotify(row.id, row.createdAt, row.payload));
  } finally {
    await database.close();
  }
}

type ServerAnswer = { kind: 'errors'; errors: ErrorSummary[] } | { kind: 'noDevRoute' } | { kind: 'down' };

async function fromServer(config: Config, limit: number): Promise<ServerAnswer> {
  const host = loopbackFor(config.host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/dev/errors?limit=${limit}`;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (res.status === 404) return { kind: 'noDevRoute' };
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return { kind: 'errors', errors: summariesFromAnswer(await res.json()) };
  } catch (error) {
    if (error instanceof Error && /answered/.test(error.message)) throw error;
    return { kind: 'down' };
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const limit = limitFromArgs(process.argv.slice(2));
  let errors: ErrorSummary[];
  if (config.databaseUrl) {
    errors = await fromDatabase(config, limit);
  } else {
    const answer = await fromServer(config, limit);
    if (answer.kind === 'noDevRoute') {
      process.stderr.write(
        'The running server does not offer /dev/errors (production) and holds the embedded database; stop it first, or use DATABASE_URL.\n',
      );
      return 1;
    }
    errors = answer.kind === 'errors' ? answer.errors : await fromDatabase(config, limit);
  }
  if (errors.length === 0) {
    process.stdout.write('No error reports yet.\n');
    return 0;
  }
  process.stdout.write(`${errors.map(formatSummary).join('\n\n')}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
