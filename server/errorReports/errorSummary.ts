// One line per error from a stored Bugsnag notify payload: what `npm run errors` and GET /dev/errors show. A stored
// row may predate the sink's schema or come from a database edited by hand, so every field is checked here and a
// malformed one reads as missing: listing errors must never fail on a report.

export type ErrorSummary = {
  reportId: number;
  time: string;
  errorClass: string;
  message: string;
  context: string | null;
  url: string | null;
  topFrame: string | null;
};

type Fields = Record<string, unknown>;

const fields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const position = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

function frameText(value: unknown): string | null {
  if (value === undefined) return null;
  const frame = fields(value);
  const where = [text(frame.file) ?? '?', position(frame.lineNumber), position(frame.columnNumber)]
    .filter((part) => part !== null)
    .join(':');
  return `${text(frame.method) ?? '(anonymous)'} ${where}`;
}

function timeText(createdAt: Date): string {
  return Number.isNaN(createdAt.getTime()) ? '' : createdAt.toISOString();
}

export function summarizeNotify(reportId: number, createdAt: Date, payload: unknown): ErrorSummary[] {
  return list(fields(payload).events).map((value) => {
    const event = fields(value);
    const first = fields(list(event.exceptions)[0]);
    return {
      reportId,
      time: timeText(createdAt),
      errorClass: text(first.errorClass) ?? 'Error',
      message: text(first.message) ?? '',
      context: text(event.context),
      url: text(fields(event.request).url),
      topFrame: frameText(list(first.stacktrace)[0]),
    };
  });
}

/** The summaries in a GET /dev/errors answer; anything else in it is left out. */
export function summariesFromAnswer(answer: unknown): ErrorSummary[] {
  return list(fields(answer).errors).map((value, index) => {
    const item = fields(value);
    return {
      reportId: typeof item.reportId === 'number' ? item.reportId : index,
      time: text(item.time) ?? '',
      errorClass: text(item.errorClass) ?? 'Error',
      message: text(item.message) ?? '',
      context: text(item.context),
      url: text(item.url),
      topFrame: text(item.topFrame),
    };
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
