// §8/§9: no password, CPR number, email address or phone number leaves the browser in an error report.
import { redactBreadcrumb, redactEvent, type RedactableEvent } from '../../../../src/lib/errorReporting/redactEvent';
import { redactText, redactUrl } from '../../../../domain/personalDataRedaction';

const SECRETS = ['Hemmelig-kode-123', '010190-1234', '0101901234', 'mette@example.dk', '+45 20 12 34 56', '20123456'];

function expectNoSecrets(value: unknown) {
  const text = JSON.stringify(value);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

test('redactEvent removes a password, a CPR number, an email address and a phone number everywhere', () => {
  const event: RedactableEvent = {
    errors: [
      {
        errorClass: 'Error',
        errorMessage: 'boom password=Hemmelig-kode-123 for 010190-1234 (mette@example.dk, +45 20 12 34 56)',
      },
    ],
    breadcrumbs: [
      { message: 'Console output 0101901234', metadata: { '[0]': 'call me on 20123456' } },
      {
        message: 'XMLHttpRequest failed',
        metadata: { request: 'POST /login?email=mette%40example.dk&password=Hemmelig-kode-123' },
      },
      {
        message: 'Navigated',
        metadata: { from: 'http://localhost:3100/password/reset/tok123?email=mette@example.dk', to: '/home' },
      },
    ],
    context: '/form/om-dig?cpr=0101901234',
    request: { url: 'http://localhost:3100/form/om-dig?phone=%2B4520123456&ok=1' },
    _metadata: {
      form: { password: 'Hemmelig-kode-123', note: 'cpr 010190-1234', nested: { contact: 'mette@example.dk' } },
    },
  };
  redactEvent(event);
  expectNoSecrets(event);
  expect(event.errors[0].errorMessage).toContain('boom password=[REDACTED]');
  expect(event.request.url).toBe('http://localhost:3100/form/om-dig?phone=[REDACTED]&ok=1');
  expect(JSON.stringify(event.breadcrumbs)).not.toContain('tok123');
  expect(event._metadata).toEqual({
    form: { password: '[REDACTED]', note: 'cpr [REDACTED]', nested: { contact: '[REDACTED]' } },
  });
});

test('redactBreadcrumb cleans a breadcrumb before Bugsnag stores it', () => {
  const breadcrumb = { message: 'password: Hemmelig-kode-123', metadata: { phone: '20123456', count: 3 } };
  redactBreadcrumb(breadcrumb);
  expectNoSecrets(breadcrumb);
  expect(breadcrumb.metadata.count).toBe(3);
});

test('ordinary text, amounts and ISO dates survive', () => {
  expect(redactText('Loan of 2500000 kr. on 2024-05-01, 12 months')).toBe(
    'Loan of 2500000 kr. on 2024-05-01, 12 months',
  );
  expect(redactUrl('/rfqs/12/leads/34?tab=offers')).toBe('/rfqs/12/leads/34?tab=offers');
});
