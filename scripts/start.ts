// `npm start`: build the SPA when it is missing or older than its sources, then start the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadCheckedConfig, type Config } from '../server/config';
import { startServer } from '../server/main';
import { failedToStartLine } from '../server/processLog';
import { DEMO_PASSWORD, demoLogins } from '../server/seed/users';

const SOURCES = [
  'src',
  'domain',
  'machines',
  'store',
  'translations',
  'public',
  'webpack.config.ts',
  'scripts/build',
  'babel.config.js',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function spaIsStale(spaDir: string): boolean {
  const index = path.join(spaDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

function fail(error: unknown): never {
  process.stderr.write(failedToStartLine(error));
  process.exit(1);
}

// Refuse a wrong setting, or a production start on demo secrets, before spending a minute on the build.
let config: Config;
try {
  config = loadCheckedConfig();
} catch (error) {
  fail(error);
}
if (spaIsStale(config.spaDir)) {
  process.stdout.write('Building the web app (webpack, production)…\n');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The server's own lines are JSON for a log collector; the person who typed `npm start` also gets where to go and
// whom to sign in as, on stderr so that stdout stays JSON.
function greet(url: string) {
  const logins = demoLogins.map(({ email, role }) => `  ${email.padEnd(22)} ${role}`).join('\n');
  const mitid = config.mitid?.testProvider
    ? `"Log ind med MitID" leads to the local test identity provider (port ${config.mitid.testProvider.port}): pick a test person there.\n`
    : '';
  process.stderr.write(`\nOpen ${url}\nDemo logins (password ${DEMO_PASSWORD}):\n${logins}\n${mitid}\n`);
}

startServer(config)
  .then((app) => {
    const address = app.server.address();
    if (config.seedDemo && address && typeof address === 'object') greet(`http://localhost:${address.port}`);
  })
  .catch(fail);
