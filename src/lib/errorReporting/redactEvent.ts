// Redaction of a Bugsnag event and breadcrumb before it leaves the browser (§8, §9): the message, metadata,
// breadcrumbs, context and request URL lose passwords, CPR numbers, email addresses and phone numbers.
// Structural types, so the functions stay pure and testable without the Bugsnag client.
import { redactText, redactUrl, redactValue } from '../../../domain/personalDataRedaction';

export type RedactableBreadcrumb = { message: string; metadata: Record<string, unknown> };

export type RedactableEvent = {
  errors: { errorClass: string; errorMessage: string }[];
  breadcrumbs: RedactableBreadcrumb[];
  context?: string;
  request: { url?: string };
  /**
   * Bugsnag's metadata sections. The public API reads one section by name but cannot list them, and a
   * reportError context may add any section, so redaction reaches this field (stable since Bugsnag 7).
   */
  _metadata?: Record<string, unknown>;
};

export function redactBreadcrumb(breadcrumb: RedactableBreadcrumb): void {
  breadcrumb.message = redactText(breadcrumb.message);
  breadcrumb.metadata = redactValue(breadcrumb.metadata) as Record<string, unknown>;
}

export function redactEvent(event: RedactableEvent): void {
  for (const error of event.errors) error.errorMessage = redactText(error.errorMessage);
  for (const breadcrumb of event.breadcrumbs) redactBreadcrumb(breadcrumb);
  if (event.context) event.context = redactUrl(event.context);
  if (event.request.url) event.request.url = redactUrl(event.request.url);
  if (event._metadata) event._metadata = redactValue(event._metadata) as Record<string, unknown>;
}
