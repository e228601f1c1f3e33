// The one mail module: to the outbox table (and a log line without the body) by default, over SMTP when MAIL_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { maskedAddress } from '../http/logRedaction';

/** html: the same content as text, for mail clients that show HTML (server/mail/mailLayout.ts makes both). */
export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  send(mail: Mail): Promise<void>;
  /**
   * Composes and sends a mail after the current request has been answered. For mails whose existence must not
   * show in the answer's timing (a reset link goes only to known addresses): the request does the same work
   * whether or not a mail follows. `compose` answers null when there is nothing to send.
   */
  sendLater(compose: () => Promise<Mail | null>): void;
  /** Settles when every mail handed to sendLater so far has been sent or has failed (app close, tests). */
  idle(): Promise<void>;
};

type Transport = Pick<Mailer, 'send'>;

function smtpTransport(config: Config, url: string): Transport {
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

function outboxTransport(db: Db, log: FastifyBaseLogger): Transport {
  return {
    async send(mail) {
      await db.insert(t.mailOutbox).values(mail);
      // The subject and a masked recipient only, in development too: the body holds the customer's name and
      // address and reset links, which are secrets. A developer reads the whole mail at GET /dev/mail.
      log.info({ mailTo: maskedAddress(mail.to), subject: mail.subject }, 'mail written to the outbox (GET /dev/mail)');
    },
  };
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.mailUrl ? smtpTransport(config, config.mailUrl) : outboxTransport(db, log);
  const pending = new Set<Promise<void>>();

  return {
    send: (mail) => transport.send(mail),
    sendLater(compose) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((mail) => (mail ? transport.send(mail) : undefined))
        // Nobody awaits this job: a failure is logged (without the body, which may hold a link), never thrown.
        .catch((error: unknown) => {
          log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'mail not sent');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
