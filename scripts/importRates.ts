// `npm run import:rates -- FILE`: load published mortgage-bond prices (columns in server/routes/API.md) and
// recompute every opted-in customer. A bad row names its line and column, exits 1 and loads nothing. Alert mails
// go through the configured mailer; realtime events are not published from here (no app is running).
import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { pickLocale } from '../server/i18n/translate';
import { silentNotifier } from '../server/leads/customerNotifier';
import { createMailer } from '../server/mail/mailer';
import { describeRatesError, importRates } from '../server/mortgageSurveillance/importRates';

async function main() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Usage: npm run import:rates -- path/to/prices.csv\n');
    process.exit(2);
  }
  const text = fs.readFileSync(file, 'utf8');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = { info: () => undefined, error: (o: unknown) => process.stderr.write(`${JSON.stringify(o)}\n`) };
  const mailer = createMailer(config, database.db, log as never);
  try {
    const outcome = await importRates({ db: database.db, mailer, notify: silentNotifier, appUrl: config.appUrl }, text);
    if (outcome.kind === 'invalid') {
      const locale = pickLocale((process.env.LANG ?? '').startsWith('da') ? 'da' : 'en');
      process.stderr.write(`${file}: ${describeRatesError(locale, outcome.error)}\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(
      `Imported ${outcome.prices} prices of ${outcome.series} series from ${file}; ` +
        `recomputed ${outcome.customers} opted-in customers\n`,
    );
  } finally {
    await mailer.idle();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
