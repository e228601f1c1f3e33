// The one mail module: to the outbox table (and the console) by default, over SMTP when MAIL_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.mailUrl) {
    const url = config.mailUrl;
    let transport: { sendMail(m: object): Promise<unknown> } | null = null;
    return {
      async send(mail) {
        if (!transport) {
          const nodemailer = await import('nodemailer');
          transport = nodemailer.createTransport(url);
        }
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(t.mailOutbox).values(mail);
      // The recipient only: the body holds reset links, which are secrets.
      log.info({ mailTo: mail.to, subject: mail.subject }, 'mail written to the outbox (GET /dev/mail)');
      if (config.env === 'development')
        process.stdout.write(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---\n`);
    },
  };
}
