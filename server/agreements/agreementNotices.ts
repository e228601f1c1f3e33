// What follows a signing and a withdrawal: the realtime events (ids only), the customer's mails in their language,
// and the withdrawal itself sent to the lender as a message in the lead's thread, so it stands in writing beside
// the rest of the case. A mail that fails is logged; the signing or withdrawal is already saved.
import type { FastifyInstance } from 'fastify';
import { paths } from '../../domain/paths';
import { dateTimeFormat } from '../../domain/intlFormats';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import { withdrawalEndsOn } from '../../domain/withdrawalPeriod';
import type { Locale } from '../../domain/locales';
import { translate } from '../i18n/translate';
import { notifierOf } from '../leads/customerNotifier';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mailer } from '../mail/mailer';
import { customerOfLead, insertMessage, threadLead, type ThreadLead } from '../messages/messageStore';
import type { Signed, WithdrawnFromAgreement } from './agreementService';
import { messageDepsOf, publishMessage } from '../messages/messageService';

/** A YYYY-MM-DD day as the customer reads it ("15. juni 2026", "15 June 2026"). */
export function longDay(locale: Locale, isoDay: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

async function mailTo(
  app: FastifyInstance,
  mailer: Pick<Mailer, 'send'>,
  lead: ThreadLead,
  compose: (locale: Locale, values: Record<string, string>) => { subject: string; sections: string[]; action: string },
): Promise<void> {
  const user = await customerOfLead(app.db, lead.userId);
  if (!user) return;
  const locale = mailLocaleOf(user);
  const content = compose(locale, { supplier: lead.supplierName });
  try {
    await mailer.send(
      composeMail({
        locale,
        to: user.email,
        subject: content.subject,
        name: firstName(user.name),
        sections: content.sections,
        action: {
          label: content.action,
          url: appLink(app.config.appUrl, paths.lead.overview.getHref(lead.rfqId, lead.id)),
        },
      }),
    );
  } catch (error) {
    app.log.error(
      { err: error instanceof Error ? { message: error.message } : String(error), leadId: lead.id },
      'agreement mail not sent',
    );
  }
}

/** The customer's page refetches the lead; the customer's mail names the day and the period's last day. */
export async function afterSigned(app: FastifyInstance, mailer: Pick<Mailer, 'send'>, signed: Signed): Promise<void> {
  if (signed.kind !== 'signed' || !signed.lead.agreementSignedOn) return;
  const signedOn = signed.lead.agreementSignedOn;
  notifierOf(app)(signed.userId, USER_EVENTS.leadUpdated, { rfqId: signed.rfqId, leadId: signed.lead.id });
  const lead = await threadLead(app.db, signed.lead.id);
  if (!lead) return;
  await mailTo(app, mailer, lead, (locale, values) => {
    const days = { ...values, signed: longDay(locale, signedOn), until: longDay(locale, withdrawalEndsOn(signedOn)) };
    return {
      subject: translate(locale, 'mail.agreementSigned.subject', days),
      sections: [translate(locale, 'mail.agreementSigned.body', days)],
      action: translate(locale, 'mail.agreementSigned.action'),
    };
  });
}

/**
 * The withdrawal sent: a message from the customer in the thread, the lender's `lead.withdrawn` and
 * `message.created`, the customer's page refetched, and the receipt by mail with the time it was received.
 */
export async function afterWithdrawal(
  app: FastifyInstance,
  mailer: Pick<Mailer, 'send'>,
  withdrawn: WithdrawnFromAgreement,
): Promise<void> {
  const lead = await threadLead(app.db, withdrawn.lead.id);
  if (!lead) return;
  const user = await customerOfLead(app.db, lead.userId);
  const locale = user ? mailLocaleOf(user) : 'da';
  const signedOn = withdrawn.lead.agreementSignedOn;
  const withdrawnAt = withdrawn.lead.withdrawnAt ?? new Date();
  const body = translate(locale, 'agreement.withdrawalMessage', {
    supplier: lead.supplierName,
    signed: longDay(locale, signedOn),
  });
  const { message } = await insertMessage(app.db, lead.id, 'customer', body);
  const deps = messageDepsOf(app, mailer);
  publishMessage(deps, lead, message, 'customer');
  deps.notifyCustomer(lead.userId, USER_EVENTS.leadUpdated, { rfqId: lead.rfqId, leadId: lead.id });
  deps.notifyLender(lead.supplierId, LENDER_EVENTS.leadWithdrawn, {
    leadId: lead.id,
    withdrawnAt: withdrawnAt.toISOString(),
    signedOn,
    messageId: message.id,
  });
  await mailTo(app, mailer, lead, (mailLocale, values) => {
    const at = dateTimeFormat(mailLocale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(withdrawnAt);
    const texts = { ...values, at, signed: longDay(mailLocale, signedOn) };
    return {
      subject: translate(mailLocale, 'mail.withdrawalReceipt.subject', texts),
      sections: [translate(mailLocale, 'mail.withdrawalReceipt.body', texts)],
      action: translate(mailLocale, 'mail.withdrawalReceipt.action'),
    };
  });
}

/** The reminder WITHDRAWAL_REMINDER_DAYS before the last day (server/agreements/withdrawalReminders.ts). */
export async function mailWithdrawalReminder(
  app: FastifyInstance,
  mailer: Pick<Mailer, 'send'>,
  leadId: number,
  signedOn: string,
): Promise<void> {
  const lead = await threadLead(app.db, leadId);
  if (!lead) return;
  await mailTo(app, mailer, lead, (locale, values) => {
    const days = { ...values, signed: longDay(locale, signedOn), until: longDay(locale, withdrawalEndsOn(signedOn)) };
    return {
      subject: translate(locale, 'mail.withdrawalReminder.subject', days),
      sections: [translate(locale, 'mail.withdrawalReminder.body', days)],
      action: translate(locale, 'mail.withdrawalReminder.action'),
    };
  });
}
