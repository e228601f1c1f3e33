// The development outbox as a reader sees it: each mail's subject, recipient and time, its HTML part rendered in a
// frame of its own and its text part as plain text. Development only; the JSON list stays for tests and scripts.
import { escapeHtml } from './mailLayout';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

export function outboxPage(mails: readonly OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())} · #${mail.id}</p>
  ${
    mail.html === null
      ? '<p class="meta">No HTML part.</p>'
      : `<iframe title="HTML part of mail ${mail.id}" src="/dev/mail/${mail.id}/html" sandbox></iframe>`
  }
  <details><summary>Text part</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox (${mails.length})</title>
<link rel="stylesheet" href="/dev/mail.css"></head>
<body><main><h1>Outbox: the latest ${mails.length} mails</h1>
${items || '<p>No mails yet.</p>'}
</main></body>
</html>`;
}

/** The page's look, served as a stylesheet: the app's content security policy allows no inline styles. */
export const OUTBOX_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1b1f24}
main{max-width:960px;margin:0 auto;padding:16px}
article{background:#fff;border:1px solid #d8dde3;border-radius:8px;padding:16px;margin:0 0 16px}
h2{margin:0 0 4px;font-size:1.1rem}.meta{color:#5a6470;margin:0 0 12px;font-size:.9rem}
iframe{width:100%;height:480px;border:1px solid #d8dde3;border-radius:4px;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f6f8;padding:12px;border-radius:4px}`;
