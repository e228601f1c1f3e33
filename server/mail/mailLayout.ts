// The one layout of the mails sent to customers: a greeting, the content, one button to the page it is about,
// the sign-off and, on mails a customer may opt out of, an unsubscribe line. Makes the plain text and the HTML part
// from the same content, so the two never say different things. Texts come from translations/*.json (mail.*).
import { LINK_LOCALE_PARAM } from '../../domain/locales';
import type { UserPreferences } from '../db/schema';
import { DEFAULT_LOCALE, translate, type Locale } from '../i18n/translate';
import type { Mail } from './mailer';

/** A paragraph, or a short list under a heading (lenders, amounts). */
export type MailSection = string | { heading: string; items: readonly string[] };

export type MailContent = {
  locale: Locale;
  to: string;
  subject: string;
  /** The customer's first name, for the greeting. */
  name: string;
  sections: readonly MailSection[];
  /** The page the mail is about: every mail has one. */
  action: { label: string; url: string };
  /** Said after the button. */
  closing?: readonly string[];
  /** Only on mails that are not essential to a request the customer made. */
  unsubscribeUrl?: string;
};

const COLORS = { text: '#1b2430', muted: '#4f5b6a', primary: '#0b4f71', contrast: '#ffffff', border: '#e1e6ec' };

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlLines = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

function textOf(content: MailContent, greeting: string, signoff: string, unsubscribe: string): string {
  const blocks = [
    greeting,
    ...content.sections.map((section) =>
      typeof section === 'string' ? section : [`${section.heading}`, ...section.items.map((i) => `- ${i}`)].join('\n'),
    ),
    `${content.action.label}:\n${content.action.url}`,
    ...(content.closing ?? []),
    signoff,
  ];
  if (content.unsubscribeUrl) {
    const label = translate(content.locale, 'mail.unsubscribeLink');
    blocks.push(`--\n${unsubscribe}\n${label}: ${content.unsubscribeUrl}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

function htmlOf(content: MailContent, greeting: string, signoff: string, unsubscribe: string): string {
  const p = (value: string, style = '') => `<p style="margin:0 0 16px;${style}">${htmlLines(value)}</p>`;
  const sections = content.sections.map((section) =>
    typeof section === 'string'
      ? p(section)
      : `<p style="margin:0 0 4px;font-weight:bold">${htmlLines(section.heading)}</p>` +
        `<ul style="margin:0 0 16px;padding-left:20px">${section.items.map((i) => `<li>${htmlLines(i)}</li>`).join('')}</ul>`,
  );
  const button =
    `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;` +
    `background:${COLORS.primary};color:${COLORS.contrast};padding:12px 20px;border-radius:4px;` +
    `text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`;
  const footer = content.unsubscribeUrl
    ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${COLORS.border};color:${COLORS.muted};` +
      `font-size:13px">${htmlLines(unsubscribe)} <a href="${escapeHtml(content.unsubscribeUrl)}" ` +
      `style="color:${COLORS.muted}">${escapeHtml(translate(content.locale, 'mail.unsubscribeLink'))}</a></p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${content.locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 16px;background:#f6f7f9;color:${COLORS.text};`,
    'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px">',
    p(greeting),
    ...sections,
    button,
    ...(content.closing ?? []).map((c) => p(c)),
    p(signoff),
    footer,
    '</div></body></html>',
  ].join('\n');
}

/**
 * A link in a mail opens the app in the mail's language (`?lang=`, read by src/lib/i18n/linkLocale.ts): a visitor
 * who is not signed in, on another device, would otherwise get the browser's stored language or Danish.
 */
export function inLanguage(url: string, locale: Locale): string {
  try {
    const link = new URL(url);
    link.searchParams.set(LINK_LOCALE_PARAM, locale);
    return link.toString();
  } catch {
    return url;
  }
}

export function composeMail(mail: MailContent): Mail {
  const content: MailContent = {
    ...mail,
    action: { ...mail.action, url: inLanguage(mail.action.url, mail.locale) },
    unsubscribeUrl: mail.unsubscribeUrl && inLanguage(mail.unsubscribeUrl, mail.locale),
  };
  const greeting = translate(content.locale, 'mail.greeting', { name: content.name });
  const signoff = translate(content.locale, 'mail.signoff');
  const unsubscribe = translate(content.locale, 'mail.unsubscribe');
  return {
    to: content.to,
    subject: content.subject,
    text: textOf(content, greeting, signoff, unsubscribe),
    html: htmlOf(content, greeting, signoff, unsubscribe),
  };
}

/** The language a customer chose (users.preferences): every mail to them is written in it. */
export const mailLocaleOf = (user: { preferences: UserPreferences | null }): Locale =>
  user.preferences?.lang === 'en' ? 'en' : DEFAULT_LOCALE;

/** The first word of a customer's name: mails greet by first name. */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** Where a customer's links point: APP_URL plus a path of the SPA (domain/paths.ts). */
export const appLink = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;
