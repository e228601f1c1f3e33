// Renders the request form as the app does (store, intl, a memory router at a form path) against MSW handlers
// for the form's calls; unhandled requests fail the test.
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { restoreForm, saveForm } from '../../../../machines/auctionForm/persistence';
import { formOptions } from '../../../../domain/formOptions';
import { FormSession } from '../../../../src/features/form/FormSession';
import type { User } from '../../../../store/slices/authSlice';
import { formContextAt, type StepAnswers, type StepName } from '../../../support/formContextAt';
import { renderWithProviders, type RenderOptions } from '../../../support/renderWithProviders';

export { validSteps } from '../../../support/formContextAt';

export const lenders = [
  { id: 1, name: 'Nordbank', short_name: 'Nordbank', logo: null, kind: 'bank' },
  { id: 3, name: 'Kattegat Realkredit', short_name: 'Kattegat', logo: null, kind: 'mortgage' },
];

const KNOWN_POSTAL_CODES: Record<string, string> = { '4000': 'Roskilde', '8000': 'Aarhus C', '2100': 'København Ø' };

export const suggestions = [
  {
    tekst: 'Algade 12, 4000 Roskilde',
    adresse: {
      id: 'a-12',
      vejnavn: 'Algade',
      husnr: '12',
      etage: null,
      dør: null,
      postnr: '4000',
      postnrnavn: 'Roskilde',
    },
  },
  {
    tekst: 'Algade 14, 1. th, 4000 Roskilde',
    adresse: {
      id: 'a-14',
      vejnavn: 'Algade',
      husnr: '14',
      etage: '1',
      dør: 'th',
      postnr: '4000',
      postnrnavn: 'Roskilde',
    },
  },
];

/** The form's reads and checks, answering like the real server. */
export const formHandlers = [
  http.get('/api/auction-form-resources', ({ request }) => {
    const names = new URL(request.url).searchParams.getAll('requiredResources[]');
    const answer: Record<string, unknown> = {};
    for (const name of names)
      answer[name] = name === 'lenders' ? lenders : formOptions[name as keyof typeof formOptions];
    return HttpResponse.json(answer);
  }),
  http.post('/api/auction-form/validate/partial', async ({ request }) => {
    const body = (await request.json()) as Record<string, [Record<string, number>]>;
    const [list] = Object.keys(body);
    const item = body[list][0];
    // Enough of the server's rule for tests: a payment below a month's interest is implausible.
    if (item.interest_rate && item.periodic_payment < (item.debt * item.interest_rate) / 1200) {
      return HttpResponse.json(
        { message: 'invalid', errors: { [`${list}.0.periodic_payment`]: ['Ydelsen er for lav til renten'] } },
        { status: 422 },
      );
    }
    return HttpResponse.json({ valid: true });
  }),
  http.post('/api/postal-codes/validation', async ({ request }) => {
    const { postal_code: code } = (await request.json()) as { postal_code: string };
    const city = KNOWN_POSTAL_CODES[code];
    return city
      ? HttpResponse.json({ valid: true, postal_code: code, country: 'dk', city })
      : HttpResponse.json(
          { message: 'invalid', errors: { postal_code: ['Postnummeret findes ikke i Danmark'] } },
          { status: 422 },
        );
  }),
  http.get('/api/addresses/autocomplete', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(suggestions.filter((s) => s.tekst.toLowerCase().startsWith(q)));
  }),
];

export function renderForm(options: RenderOptions & { user?: User | null } = {}) {
  return renderWithProviders(<FormSession />, {
    route: '/form/',
    ...options,
    routes: [{ path: '/rfqs/current', element: <h1>Aktuel forespørgsel</h1> }, ...(options.routes ?? [])],
  });
}

/**
 * A form saved in session storage as if the customer had validated every step before `at` (with the given
 * answers) and stood on `at` with its answers typed: what a reload or a returning visitor finds.
 */
export function saveFormAt(at: StepName, answers: StepAnswers = {}) {
  saveForm(formContextAt(at, answers), sessionStorage);
}

/**
 * The form a reload finds: saves wait for idle time, and the page going away (pagehide) writes the
 * one waiting, as the browser does before a reload.
 */
export function savedForm() {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  return restoreForm(sessionStorage);
}
