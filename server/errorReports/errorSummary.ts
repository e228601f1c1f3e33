// One line per error from a stored Bugsnag notify payload: what `npm run errors` and GET /dev/errors show.

export type ErrorSummary = {
  reportId: number;
  time: string;
  errorClass: string;
  message: string;
  context: string | null;
  url: string | null;
  topFrame: string | null;
};

type Frame = { file?: unknown; lineNumber?: unknown; columnNumber?: unknown; method?: unknown };
type Exception = { errorClass?: unknown; message?: unknown; stacktrace?: unknown };
type NotifyEvent = { exceptions?: unknown; context?: unknown; request?: { url?: unknown } };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function frameText(frame: Frame | undefined): string | null {
  if (!frame) return null;
  const where = [text(frame.file) ?? '?', frame.lineNumber, frame.columnNumber]
    .filter((part) => part !== undefined && part !== null)
    .join(':');
  return `${text(frame.method) ?? '(anonymous)'} ${where}`;
}

export function summarizeNotify(reportId: number, createdAt: Date, payload: unknown): ErrorSummary[] {
  const events = (payload as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return [];
  return events.flatMap((event: NotifyEvent) => {
    const exceptions = Array.isArray(event.exceptions) ? (event.exceptions as Exception[]) : [];
    const first = exceptions[0] ?? {};
    const frames = Array.isArray(first.stacktrace) ? (first.stacktrace as Frame[]) : [];
    return [
      {
        reportId,
        time: createdAt.toISOString(),
        errorClass: text(first.errorClass) ?? 'Error',
        message: text(first.message) ?? '',
        context: text(event.context),
        url: text(event.request?.url),
        topFrame: frameText(frames[0]),
      },
    ];
  });
}

export function formatSummary(summary: ErrorSummary): string {
  const where = summary.context ?? summary.url ?? '';
  const lines = [`${summary.time}  ${summary.errorClass}: ${summary.message}`];
  if (where) lines.push(`    at page ${where}`);
  if (summary.url && summary.url !== where) lines.push(`    url ${summary.url}`);
  if (summary.topFrame) lines.push(`    ${summary.topFrame}`);
  return lines.join('\n');
}
