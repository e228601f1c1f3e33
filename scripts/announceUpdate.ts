// `npm run announce-update`: tells every open page that a new release is live (app-updated on the public app
// channel); they reload. Publishes with the Pusher SDK to the configured broker: the embedded one is the
// running server at PORT (default 3000), or PUSHER_HOST/PUSHER_PORT/PUSHER_SCHEME for an external service.
import { loadConfig } from '../server/config';
import { createPublisher } from '../server/realtime/publisher';
import { realtimeTarget } from '../server/realtime/realtimeTarget';

async function main(): Promise<number> {
  const config = loadConfig();
  const target = realtimeTarget(config);
  const where =
    target.kind === 'embedded'
      ? `the embedded broker at http://localhost:${config.port}`
      : target.kind === 'pusher'
        ? `Pusher (cluster ${target.cluster})`
        : `${target.host}:${target.port}`;
  let failure = '';
  const publisher = createPublisher(config, {
    timeoutMs: 10_000,
    log: {
      warn: (details: { status?: number; err?: string }) => {
        failure = details.status ? `HTTP ${details.status}` : (details.err ?? 'unknown error');
      },
      debug: () => undefined,
    },
  });
  if (await publisher.announceAppUpdate()) {
    process.stdout.write(`Announced the app update to ${where}.\n`);
    return 0;
  }
  const hint = failure.startsWith('HTTP 401')
    ? ' Check PUSHER_APP_KEY and PUSHER_APP_SECRET.'
    : target.kind === 'embedded'
      ? ` Is the server running (PORT=${config.port})?`
      : '';
  process.stderr.write(`Could not announce the update to ${where}: ${failure}.${hint}\n`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
