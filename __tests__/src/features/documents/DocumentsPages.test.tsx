// /documents and a lead's documents page: grouped lists, upload with the CSRF header and the server's errors,
// delete with confirmation, and the eSkat consent flow.
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DocumentRequest } from '../../../../store/api/documentRequestsApi';
import type { Document, LeadEskat } from '../../../../store/api/documentsApi';
import { customer, setupMswServer, XSRF_TOKEN } from '../../../support/msw';
import { activeRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';
import { groupDocuments } from '../../../../src/features/documents/DocumentsPage';

const server = setupMswServer();

/**
 * A file as the upload sends it. jest-fixed-jsdom gives Node's FormData, which takes Node's File only (a browser
 * has one of each); the page code is the same either way.
 */
const pdfFile = (content: string, name: string) =>
  new NodeFile([content], name, { type: 'application/pdf' }) as unknown as globalThis.File;

function doc(id: number, over: Partial<Document> = {}): Document {
  return {
    id,
    document_type_id: 1,
    is_eskat: false,
    source: 'customer',
    file_name: `fil-${id}.pdf`,
    mime_type: 'application/pdf',
    size_bytes: 120_000,
    created_at: '2025-03-02T10:00:00.000Z',
    lead_id: null,
    rfq_id: null,
    supplier: null,
    download_url: `/api/customer/documents/${id}/file`,
    ...over,
  };
}

const oresund = { id: 1, name: 'Øresund Bank A/S', short_name: 'Øresund' };
const kattegat = { id: 2, name: 'Kattegat Realkredit', short_name: 'Kattegat' };

const DOCS = [
  doc(1, { file_name: 'lønseddel.pdf' }),
  doc(2, { file_name: 'budget.pdf', lead_id: 41, rfq_id: 12, supplier: oresund }),
  doc(3, {
    file_name: 'tilbud.pdf',
    source: 'supplier',
    lead_id: 42,
    rfq_id: 12,
    supplier: kattegat,
    size_bytes: 2_500_000,
  }),
  doc(4, {
    file_name: 'aarsopgoerelse-2024.pdf',
    source: 'eskat',
    is_eskat: true,
    document_type_id: 30,
    lead_id: 41,
    rfq_id: 12,
    supplier: oresund,
  }),
];

function answerDocuments(documents: Document[]) {
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])),
    http.get('/api/customer/users/1/documents', () => HttpResponse.json(documents)),
  );
}

test('groupDocuments: by request and lender, unshared apart', () => {
  const { groups, unshared } = groupDocuments(DOCS, [activeRfq()]);
  expect(unshared.map((d) => d.id)).toEqual([1]);
  expect(groups).toHaveLength(1);
  expect(groups[0].createdAt).toBe('2025-02-28T09:00:00.000Z');
  expect(groups[0].lenders.map((l) => [l.lenderName, l.documents.map((d) => d.id)])).toEqual([
    ['Kattegat Realkredit', [3]],
    ['Øresund Bank A/S', [2, 4]],
  ]);
});

test('/documents lists documents grouped by request and lender, with origin, size and eSkat type', async () => {
  answerDocuments(DOCS);
  renderApp({ route: '/documents', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenter' })).toBeInTheDocument();
  const request = (await screen.findByRole('heading', { level: 2, name: /Anmodning fra 28\. februar 2025/ })).closest(
    'section',
  )!;
  const oresundGroup = within(request).getByRole('region', { name: 'Øresund Bank A/S' });
  expect(within(oresundGroup).getByRole('link', { name: 'Hent budget.pdf' })).toHaveAttribute(
    'href',
    '/api/customer/documents/2/file',
  );
  expect(within(oresundGroup).getByText('eSkat: årsopgørelse')).toBeInTheDocument();
  expect(within(oresundGroup).getByText(/Hentet fra eSkat/)).toBeInTheDocument();
  expect(within(oresundGroup).getByRole('link', { name: 'Alle dokumenter med Øresund Bank A/S' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/documents',
  );
  const kattegatGroup = within(request).getByRole('region', { name: 'Kattegat Realkredit' });
  expect(within(kattegatGroup).getByText(/Fra Kattegat Realkredit · 2,4 MB/)).toBeInTheDocument();
  const unshared = screen.getByRole('heading', { name: 'Ikke delt med en långiver' }).closest('section')!;
  expect(within(unshared).getByRole('link', { name: 'Hent lønseddel.pdf' })).toBeInTheDocument();
  expect(within(unshared).getByText(/Uploadet af dig · 117 kB/)).toBeInTheDocument();
});

test('an empty list says what to upload', async () => {
  answerDocuments([]);
  renderApp({ route: '/documents', user: customer });
  expect(await screen.findByRole('heading', { name: 'Ingen dokumenter endnu' })).toBeInTheDocument();
});

test('upload: the file and the chosen lender go out with the CSRF header; the list refetches', async () => {
  let documents = [DOCS[0]];
  const sent: { csrf: string | null; leadId: FormDataEntryValue | null; file: File | null }[] = [];
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])),
    http.get('/api/customer/users/1/documents', () => HttpResponse.json(documents)),
    http.post('/api/customer/users/1/documents', async ({ request }) => {
      const form = await request.formData();
      sent.push({
        csrf: request.headers.get('x-xsrf-token'),
        leadId: form.get('lead_id'),
        file: form.get('file') as File | null,
      });
      const created = doc(9, { file_name: 'ny-lønseddel.pdf', lead_id: 42, rfq_id: 12, supplier: kattegat });
      documents = [created, ...documents];
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  const { user } = renderApp({ route: '/documents', user: customer });
  await screen.findByRole('link', { name: 'Hent lønseddel.pdf' });
  await user.upload(screen.getByLabelText('Fil'), pdfFile('%PDF-1.4', 'ny-lønseddel.pdf'));
  await user.selectOptions(screen.getByLabelText('Del med långiver'), 'Kattegat Realkredit');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('ny-lønseddel.pdf er uploadet.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0].csrf).toBe(XSRF_TOKEN);
  expect(sent[0].leadId).toBe('42');
  expect(sent[0].file?.name).toBe('ny-lønseddel.pdf');
  expect(await screen.findByRole('link', { name: 'Hent ny-lønseddel.pdf' })).toBeInTheDocument();
});

test("upload: no file chosen, and the server's 422 for a renamed file, are shown under the field", async () => {
  answerDocuments([]);
  server.use(
    http.post('/api/customer/users/1/documents', () =>
      HttpResponse.json(
        { message: 'Der er fejl.', errors: { file: ['Filen skal være en PDF, PNG eller JPEG.'] } },
        { status: 422 },
      ),
    ),
  );
  const { user } = renderApp({ route: '/documents', user: customer });
  await screen.findByRole('heading', { name: 'Ingen dokumenter endnu' });
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Vælg en fil (PDF, PNG eller JPEG).');
  expect(screen.getByLabelText('Fil')).toHaveFocus();

  await user.upload(screen.getByLabelText('Fil'), pdfFile('hej', 'cv.pdf'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Filen skal være en PDF, PNG eller JPEG.');
  expect(screen.getByLabelText('Fil')).toHaveAttribute('aria-invalid', 'true');
});

test.each([
  [
    'da' as const,
    'Fil',
    'Upload',
    'Du kan have højst 50 filer og 200 MB i alt.',
    'Du har nået grænsen for dine dokumenter: højst 50 filer og 200 MB i alt.',
  ],
  [
    'en' as const,
    'File',
    'Upload',
    'You can keep at most 50 files and 200 MB in all.',
    'You have reached the limit for your documents: at most 50 files and 200 MB in all.',
  ],
])(
  'upload (%s): the quota is stated beside the field, and the server’s refusal at it shown under it',
  async (locale, label, button, hint, refusal) => {
    answerDocuments([]);
    let language: string | null = null;
    server.use(
      http.post('/api/customer/users/1/documents', ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json({ message: refusal, errors: { file: [refusal] } }, { status: 422 });
      }),
    );
    const { user } = renderApp({ route: '/documents', user: { ...customer, preferences: { lang: locale } }, locale });
    const field = await screen.findByLabelText(label);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(hint));
    await user.upload(field, pdfFile('hej', 'cv.pdf'));
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(language).toMatch(new RegExp(`^${locale}`));
  },
);

test('upload: a failed upload keeps the chosen file for another try; choosing a file hides the message', async () => {
  answerDocuments([]);
  let tries = 0;
  server.use(
    http.post('/api/customer/users/1/documents', () => {
      tries += 1;
      return HttpResponse.json({ message: 'Fejl' }, { status: 500 });
    }),
  );
  const { user } = renderApp({ route: '/documents', user: customer });
  await screen.findByRole('heading', { name: 'Ingen dokumenter endnu' });
  await user.upload(screen.getByLabelText('Fil'), pdfFile('hej', 'cv.pdf'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Fil')).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(tries).toBe(2));
  await user.upload(screen.getByLabelText('Fil'), pdfFile('hej', 'cv2.pdf'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('upload: a file over 10 MB is refused before it is sent', async () => {
  answerDocuments([]);
  const { user } = renderApp({ route: '/documents', user: customer });
  await screen.findByRole('heading', { name: 'Ingen dokumenter endnu' });
  const big = new File(['x'], 'stor.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  await user.upload(screen.getByLabelText('Fil'), big);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Filen er for stor. Den må højst fylde 10 MB.');
});

test('delete asks to confirm, then removes the document', async () => {
  let documents = [DOCS[0]];
  let deleted: number | null = null;
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])),
    http.get('/api/customer/users/1/documents', () => HttpResponse.json(documents)),
    http.delete('/api/customer/documents/:id', ({ params }) => {
      deleted = Number(params.id);
      documents = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderApp({ route: '/documents', user: customer });
  await user.click(await screen.findByRole('button', { name: 'Slet lønseddel.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Ja, slet lønseddel.pdf' }));
  expect(await screen.findByRole('heading', { name: 'Ingen dokumenter endnu' })).toBeInTheDocument();
  expect(deleted).toBe(1);
});

describe('the lead documents page', () => {
  const lead = activeRfq().leads.find((l) => l.id === 41)!;
  function answerLead(eskat: () => LeadEskat, documents: Document[] = DOCS, checklist = (): DocumentRequest[] => []) {
    server.use(
      http.get('/api/customer/leads/41/document-requests', () => HttpResponse.json(checklist())),
      http.get('/api/customer/rfqs/12', () => HttpResponse.json(activeRfq())),
      http.get('/api/customer/leads/41', () => HttpResponse.json(lead)),
      http.get('/api/customer/users/1/documents', () => HttpResponse.json(documents)),
      http.get('/api/customer/leads/41/eskat', () => HttpResponse.json(eskat())),
    );
  }

  test("shows only this lender's documents, eSkat apart, and uploads shared with it", async () => {
    answerLead(() => ({ requests: [], documents: [DOCS[3]] }));
    let leadId: FormDataEntryValue | null = null;
    server.use(
      http.post('/api/customer/users/1/documents', async ({ request }) => {
        leadId = (await request.formData()).get('lead_id');
        return HttpResponse.json(doc(10, { lead_id: 41, rfq_id: 12, supplier: oresund }), { status: 201 });
      }),
    );
    const { user } = renderApp({ route: '/rfqs/12/leads/41/documents', user: customer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dokumenter med Øresund Bank A/S' }),
    ).toBeInTheDocument();
    const shared = screen.getByRole('heading', { name: 'Delte dokumenter' }).closest('section')!;
    expect(await within(shared).findByRole('link', { name: 'Hent budget.pdf' })).toBeInTheDocument();
    expect(within(shared).queryByText('tilbud.pdf')).not.toBeInTheDocument();
    expect(within(shared).queryByText('aarsopgoerelse-2024.pdf')).not.toBeInTheDocument();
    const eskat = screen.getByRole('heading', { name: 'Skatteoplysninger (eSkat)' }).closest('section')!;
    expect(
      await within(eskat).findByText('Øresund Bank A/S har ikke bedt om dine skatteoplysninger.'),
    ).toBeInTheDocument();
    expect(within(eskat).getByRole('link', { name: 'Hent aarsopgoerelse-2024.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Del med långiver')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Fil'), pdfFile('%PDF', 'a.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(leadId).toBe('41'));
  });

  test('eSkat: the customer consents to a waiting request and sees until when it holds', async () => {
    const waiting = {
      id: 5,
      lead_id: 41,
      status: 'requested' as const,
      requested_at: '2025-03-02T10:00:00.000Z',
      consented_at: null,
      consent_expires_at: null,
      consent_valid: false,
      fulfilled_at: null,
    };
    const fulfilled = {
      ...waiting,
      status: 'fulfilled' as const,
      consented_at: '2025-03-02T11:00:00.000Z',
      consent_expires_at: '2025-03-03T11:00:00.000Z',
      consent_valid: true,
      fulfilled_at: '2025-03-02T11:00:00.000Z',
    };
    let state: LeadEskat = { requests: [waiting], documents: [] };
    let consentBody: unknown = null;
    answerLead(() => state, []);
    server.use(
      http.post('/api/customer/leads/41/eskat-consent', async ({ request }) => {
        consentBody = await request.json();
        state = { requests: [fulfilled], documents: [DOCS[3]] };
        return HttpResponse.json(state);
      }),
    );
    const { user } = renderApp({ route: '/rfqs/12/leads/41/documents', user: customer });
    expect(await screen.findByText(/beder om lov til at hente dine skatteoplysninger/)).toHaveTextContent(
      'gælder i 24 timer og kun for Øresund Bank A/S',
    );
    await user.click(screen.getByRole('button', { name: 'Giv samtykke' }));
    // 11:00 UTC is 12.00 in Copenhagen (winter time), whatever the zone the browser is in.
    expect(
      await screen.findByText(/har givet Øresund Bank A\/S samtykke .* indtil 3\. mar\. 2025.* 12\.00/),
    ).toBeInTheDocument();
    expect(consentBody).toEqual({ request_id: 5 });
    expect(await screen.findByRole('link', { name: 'Hent aarsopgoerelse-2024.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Giv samtykke' })).not.toBeInTheDocument();
  });

  test('eSkat for a customer linked to MitID: consent asks for MitID, whose round trip returns here (issue 46)', async () => {
    const waiting = {
      id: 5,
      lead_id: 41,
      status: 'requested' as const,
      requested_at: '2025-03-02T10:00:00.000Z',
      consented_at: null,
      consent_expires_at: null,
      consent_valid: false,
      fulfilled_at: null,
    };
    answerLead(() => ({ requests: [waiting], documents: [] }), []);
    server.use(
      http.post('/api/customer/leads/41/eskat-consent', () =>
        HttpResponse.json(
          {
            message: 'Bekræft med MitID først. Bekræftelsen gælder i 5 minutter.',
            code: 'mitid_confirmation_required',
          },
          { status: 403 },
        ),
      ),
    );
    const { user, router } = renderApp({ route: '/rfqs/12/leads/41/documents', user: customer });
    await user.click(await screen.findByRole('button', { name: 'Giv samtykke' }));
    const link = await screen.findByRole('link', { name: /Bekræft med MitID/ });
    expect(screen.getByText('Bekræft med MitID først. Bekræftelsen gælder i 5 minutter.')).toBeInTheDocument();
    const start = new URL(link.getAttribute('href')!, 'http://x');
    expect(start.searchParams.get('intent')).toBe('confirm');
    expect(start.searchParams.get('returnTo')).toBe('/rfqs/12/leads/41/documents?step=eskat');
    // Not forbidden: the page stays.
    expect(router.state.location.pathname).toBe('/rfqs/12/leads/41/documents');
  });

  test("the lender's checklist: each document's status, a rejection's reason, and an upload straight into an item", async () => {
    const item = (id: number, over: Partial<DocumentRequest>): DocumentRequest => ({
      id,
      lead_id: 41,
      type: 'payslips',
      note: null,
      status: 'requested',
      document_id: null,
      document_file_name: null,
      rejection_reason: null,
      requested_at: '2025-03-02T10:00:00.000Z',
      updated_at: '2025-03-02T10:00:00.000Z',
      ...over,
    });
    let checklist = [
      item(5, { note: 'De seneste tre måneder' }),
      item(6, {
        type: 'other',
        note: 'Leasingaftale for bilen',
        status: 'rejected',
        rejection_reason: 'Siden mangler',
      }),
      item(7, { type: 'annual_tax_statement', status: 'accepted', document_id: 3, document_file_name: 'år.pdf' }),
    ];
    answerLead(
      () => ({ requests: [], documents: [] }),
      [],
      () => checklist,
    );
    let uploaded: FormDataEntryValue | null = null;
    server.use(
      http.post('/api/customer/document-requests/5/document', async ({ request }) => {
        uploaded = (await request.formData()).get('file');
        checklist = [
          item(5, { status: 'uploaded', document_id: 11, document_file_name: 'løn.pdf' }),
          ...checklist.slice(1),
        ];
        return HttpResponse.json(doc(11, { lead_id: 41, rfq_id: 12, supplier: oresund }), { status: 201 });
      }),
    );
    const { user } = renderApp({ route: '/rfqs/12/leads/41/documents', user: customer });
    const card = (await screen.findByRole('heading', { name: 'Dokumenter Øresund Bank A/S beder om' })).closest(
      'section',
    )!;
    expect(await within(card).findByText('1 af 3 dokumenter sendt')).toHaveAttribute('role', 'status');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Lønsedler for de seneste 3 måneder',
      'Leasingaftale for bilen',
      'Årsopgørelse',
    ]);
    expect(items[0]).toHaveTextContent('Mangler');
    expect(items[0]).toHaveTextContent('De seneste tre måneder');
    expect(items[1]).toHaveTextContent('Afvist');
    expect(items[1]).toHaveTextContent('Øresund Bank A/S skriver: Siden mangler');
    expect(within(items[1]).getByLabelText('Upload en ny fil: Leasingaftale for bilen')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Godkendt');
    expect(items[2]).toHaveTextContent('Din fil: år.pdf');
    expect(within(items[2]).queryByRole('button')).not.toBeInTheDocument();

    await user.upload(
      within(items[0]).getByLabelText('Upload Lønsedler for de seneste 3 måneder'),
      pdfFile('%PDF', 'løn.pdf'),
    );
    await user.click(within(items[0]).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploaded).not.toBeNull());
    expect(await within(card).findByText('2 af 3 dokumenter sendt')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Uploadet, venter på Øresund Bank A/S');
    expect(within(card).getByText('Din fil: løn.pdf')).toBeInTheDocument();
  });
});
