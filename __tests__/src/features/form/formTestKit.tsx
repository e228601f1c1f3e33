// Renders the request form as the app does (store, intl, a memory router at a form path) against MSW handlers
// for the form's calls; unhandled requests fail the test.
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createActor } from 'xstate';
import { auctionFormMachine } from '../../../../machines/auctionForm';
import { restoreForm, saveForm } from '../../../../machines/auctionForm/persistence';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { formOptions } from '../../../../domain/formOptions';
import { FormSession } from '../../../../src/features/form/FormSession';
import type { User } from '../../../../store/slices/authSlice';
import { renderWithProviders, type RenderOptions } from '../../../support/renderWithProviders';

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

/** Answers that pass every step's schema: a married owner of a house with a mortgage. */
export const validSteps = {
  start: { persona_type: 'existing_property' },
  housingSituation: {
    residence_type: 'rented',
    properties: [],
  },
  otherAssets: { want_new_vehicle: false, assets: [] },
  savings: { current_supplier_id: 1, savings_amount: 185000, pension_amount: null, shares_amount: null },
  aboutYou: {
    civil_status: 'single',
    birth_date: '1984-05-12',
    cpr: null,
    children_count: 0,
    co_applicant_name: null,
    co_applicant_birth_date: null,
  },
  employment: {
    employment_type: 'employee',
    employer: 'Roskilde Kommune',
    employed_since: '2015-08-01',
    monthly_income: 48500,
    co_applicant_employment_type: null,
    co_applicant_monthly_income: null,
  },
  otherDebt: { consumer_loans: [], car_loans: [], student_loans: [], card_credits: [] },
  wishes: {
    looking_for: ['lower_payment'],
    unsatisfied: false,
    unsatisfied_reason: null,
    mortgage_kind: null,
    customer_comments: null,
  },
  profile: {
    full_name: 'Mette Jensen',
    email: 'mette@example.dk',
    phone: '20123456',
    accept_terms: true,
    contact_consent: false,
  },
} as const;

type StepName = keyof typeof validSteps;
const ORDER: StepName[] = [
  'start',
  'housingSituation',
  'otherAssets',
  'savings',
  'aboutYou',
  'employment',
  'otherDebt',
  'wishes',
  'profile',
];

/**
 * A form saved in session storage as if the customer had validated every step before `at` (with the given
 * answers) and stood on `at` with its answers typed: what a reload or a returning visitor finds.
 */
export function saveFormAt(at: StepName, answers: Partial<Record<StepName, Record<string, unknown>>> = {}) {
  const actor = createActor(auctionFormMachine.provide({ actions: { saveForm: () => undefined } }), {
    input: {},
  }).start();
  const data = { ...validSteps, ...answers } as Record<StepName, Record<string, unknown>>;
  actor.send({ type: 'SET_PURPOSE', purpose: String(data.start.persona_type) });
  for (const step of ORDER.slice(0, ORDER.indexOf(at))) {
    actor.send({ type: 'VALIDATE_STEP', step, formData: data[step] as FormRecord });
    actor.send({ type: 'NEXT' });
  }
  // The step stood on holds its answers as a draft, not validated.
  actor.send({ type: 'SET_STEP_DATA', step: at, formData: data[at] as FormRecord });
  saveForm(actor.getSnapshot().context, sessionStorage);
  actor.stop();
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
