// `npx tsx scripts/sendRatingMails.ts`: mails a rating link for every offer older than 14 days whose lender the
// customer has not been asked about yet. Safe to run as often as wanted (e.g. daily from cron).
import Fastify from 'fastify';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { RATING_MAIL_AFTER_OFFER_DAYS, sendRatingMails } from '../server/ratings/ratingMails';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The mailer logs through Fastify's logger type; a bare instance lends us one without a server.
    const { log } = Fastify({ logger: config.logLevel === 'silent' ? false : { level: 'warn' } });
    const mailer = createMailer(config, database.db, log);
    const sent = await sendRatingMails(database.db, mailer, config.appUrl, {
      offersOlderThanDays: RATING_MAIL_AFTER_OFFER_DAYS,
    });
    process.stdout.write(`Sent ${sent} rating mail${sent === 1 ? '' : 's'}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Rating mails failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
