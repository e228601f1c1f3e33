// What happens when a message is written (spec §4): it is stored, published on the customer's private
// channel and the lender's, and a lender's message is mailed to the customer. A demo lender replies by itself to
// a customer's first message on a lead it has not declined, after the configured delay (the lender engine's queue).
//
// Mail: one per lead per unread batch. A lender's message is mailed only when the customer had read every earlier
// message of that lender on the lead; while some are unread, the first mail (with its link to the thread) still
// stands, so a lender writing three lines in a row makes one mail, not three.
import type { FastifyInstance } from 'fastify';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import { paths } from '../../domain/paths';
import type { MessageSender } from '../../contract/messages';
import { notifierOf, type CustomerNotifier } from '../leads/customerNotifier';
import { DEMO_JOBS, queueDemoWork } from '../demoLenders/lenderEngine';
import { lenderNotifierOf, type LenderNotifier } from '../leads/lenderNotifier';
import { translate } from '../i18n/translate';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';
import { customerOfLead, insertMessage, threadLead, type MessageRow, type ThreadLead } from './messageStore';

export type MessageDeps = {
  app: FastifyInstance;
  mailer: Pick<Mailer, 'send'>;
  notifyCustomer: CustomerNotifier;
  notifyLender: LenderNotifier;
};

export function messageDepsOf(app: FastifyInstance, mailer: Pick<Mailer, 'send'>): MessageDeps {
  return { app, mailer, notifyCustomer: notifierOf(app), notifyLender: lenderNotifierOf(app) };
}

/** Text a message may not be: blank once trimmed (the schema has already refused empty and over-long text). */
export const isBlankMessage = (body: string) => body.trim() === '';

/** A stored message, told to both sides of the thread (the customer's page and the lender's channel). */
export function publishMessage(deps: MessageDeps, lead: ThreadLead, message: MessageRow, sender: MessageSender) {
  deps.notifyCustomer(lead.userId, USER_EVENTS.messageCreated, {
    rfqId: lead.rfqId,
    leadId: lead.id,
    messageId: message.id,
    sender,
    supplierName: lead.supplierName,
  });
  deps.notifyLender(lead.supplierId, LENDER_EVENTS.messageCreated, { leadId: lead.id, messageId: message.id, sender });
}

/** Tells the customer by mail that the lender wrote; the text stays in the app, the mail links to the thread. */
async function mailCustomer(deps: MessageDeps, lead: ThreadLead): Promise<void> {
  const user = await customerOfLead(deps.app.db, lead.userId);
  if (!user) return;
  const locale = mailLocaleOf(user);
  const values = { supplier: lead.supplierName };
  try {
    await deps.mailer.send(
      composeMail({
        locale,
        to: user.email,
        subject: translate(locale, 'mail.message.subject', values),
        name: firstName(user.name),
        sections: [translate(locale, 'mail.message.body', values)],
        action: {
          label: translate(locale, 'mail.message.action'),
          url: appLink(deps.app.config.appUrl, paths.leadMessages.getHref(lead.id)),
        },
      }),
    );
  } catch (error) {
    // The message is saved and shown in the app; a mail that failed is logged, never the customer's problem.
    deps.app.log.error(
      { err: error instanceof Error ? { message: error.message } : String(error) },
      'message mail not sent',
    );
  }
}

/** A lender's message: stored, published, mailed when it opens a new unread batch. */
export async function writeLenderMessage(deps: MessageDeps, lead: ThreadLead, body: string): Promise<MessageRow> {
  const { message, unreadBefore } = await insertMessage(deps.app.db, lead.id, 'supplier', body);
  publishMessage(deps, lead, message, 'supplier');
  if (unreadBefore === 0) await mailCustomer(deps, lead);
  return message;
}

/**
 * The demo lender's answer to a first message, in the customer's language, signed by the lead's adviser (the job
 * DEMO_JOBS.replyToMessage, queued by writeCustomerMessage).
 */
export async function replyAsDemoLender(deps: MessageDeps, leadId: number): Promise<void> {
  const lead = await threadLead(deps.app.db, leadId);
  if (!lead) return;
  const user = await customerOfLead(deps.app.db, lead.userId);
  if (!user) return;
  const locale = mailLocaleOf(user);
  // An anonymous lead's lender does not know the customer's name, so it does not greet them by it.
  const body = translate(locale, 'messages.demoReply', {
    known: lead.isAnonymous ? 'no' : 'yes',
    name: firstName(user.name),
    handler: lead.handlerName ?? lead.supplierName,
    supplier: lead.supplierName,
  });
  await writeLenderMessage(deps, lead, body);
}

/**
 * A customer's message: stored and published; when it is their first on a demo lender's lead, the demo lender
 * replies after `lenderDelayMs`, a job stored before this returns (`reply` settles when it ran; tests await it,
 * requests do not).
 */
export async function writeCustomerMessage(
  deps: MessageDeps,
  lead: ThreadLead,
  body: string,
): Promise<{ message: MessageRow; reply: Promise<void> | null }> {
  const { message, firstFromSender } = await insertMessage(deps.app.db, lead.id, 'customer', body);
  publishMessage(deps, lead, message, 'customer');
  const reply =
    // A demo lender that declined the lead has said its last word.
    firstFromSender && lead.supplierIsDemo && lead.status !== 'lost'
      ? (
          await queueDemoWork(
            deps.app,
            DEMO_JOBS.replyToMessage,
            { leadId: lead.id, messageId: message.id },
            deps.app.config.lenderDelayMs,
          )
        ).done
      : null;
  return { message, reply };
}
