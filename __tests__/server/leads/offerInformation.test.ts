import { and, eq, isNotNull } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { standardInformationPdf } from '../../../server/leads/standardInformationPdf';
import { translate } from '../../../server/i18n/translate';
import { standardInformationSheet } from '../../../domain/standardInformationSheet';
import { BrowserSession } from '../../support/browserSession';
import { pdfText } from '../../support/pdfText';
import { signInSeededCustomers } from '../../support/seededCustomers';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let offeredLeadId: number;
let supplierName: string;
let version: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mette, lars } = await signInSeededCustomers(ctx));
  const [metteUser] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  const [row] = await ctx.database.db
    .select({ leadId: t.leads.id, supplier: t.suppliers.name, version: t.offers.version })
    .from(t.offers)
    .innerJoin(t.leads, eq(t.leads.id, t.offers.leadId))
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(and(eq(t.rfqs.userId, metteUser.id), isNotNull(t.offers.id)))
    .limit(1);
  [offeredLeadId, supplierName, version] = [row.leadId, row.supplier, row.version];
});
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const url = (leadId: number, lang?: string) =>
  `/api/customer/leads/${leadId}/offer/information.pdf${lang ? `?lang=${lang}` : ''}`;

describe('GET /api/customer/leads/:leadId/offer/information.pdf', () => {
  test("the customer downloads her offer's sheet as a text PDF with the lender, the date and the version", async () => {
    const res = await mette.get(url(offeredLeadId, 'da'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="standardoplysninger-\d+-v\d+\.pdf"/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Standardoplysninger om tilbuddet fra ${supplierName}`);
    expect(text).toContain(`Tilbud version ${version}`);
    const today = new Intl.DateTimeFormat('da', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(
      new Date(),
    );
    expect(text).toContain(today);
    for (const label of [
      'Samlet kreditbeløb',
      'ÅOP (årlige omkostninger i procent)',
      'Fortrydelsesret',
      'Førtidig indfrielse',
    ])
      expect(text).toContain(label);
    expect(text).toContain('Repræsentativt eksempel');
    // Only the introduction names "Ikke oplyst"; no row of the demo lender's offer is.
    const lines = text.split('\n');
    expect(lines.flatMap((line, i) => (line === 'Ikke oplyst' ? [lines[i - 1]] : []))).toEqual([]);
  });

  test('in English when asked', async () => {
    const res = await mette.get(url(offeredLeadId, 'en'));
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Standard information about the offer from ${supplierName}`);
    expect(text).toContain('Right of withdrawal');
    expect(text).toContain('14 days');
  });

  test("another customer's lead, an unknown one and a signed-out visitor are refused", async () => {
    expect((await lars.get(url(offeredLeadId))).statusCode).toBe(404);
    expect((await mette.get(url(999_999))).statusCode).toBe(404);
    const guest = new BrowserSession(ctx.app);
    expect((await guest.get(url(offeredLeadId))).statusCode).toBe(401);
  });
});

describe('standardInformationPdf', () => {
  test('names a field the lender did not give as not stated; saved without object streams the text reads back', async () => {
    const sheet = standardInformationSheet({
      lenderName: 'Nordlån',
      date: '2026-11-29',
      offer: {
        version: 2,
        valid_until: '2026-12-31T12:00:00Z',
        credits: [],
        deposits: [],
        loans: [
          {
            id: 1,
            product_type: 'loan',
            product_sub_type: 'consumer_loan',
            amount: 100_000,
            interest_rate: 6,
            aop: 8.18,
            term_months: 12,
            fees: 1_000,
            monthly_payment: 8_606.64,
            total_cost: 104_279.72,
            rate_type: 'fixed',
            early_repayment_fee_percent: null,
          },
        ],
      },
    });
    const bytes = await standardInformationPdf(sheet, 'en', (id, values) => translate('en', id, values), {
      useObjectStreams: false,
    });
    const text = pdfText(bytes);
    expect(text).toContain('Standard information about the offer from Nordlån');
    expect(text).toContain('Offer version 2');
    expect(text).toContain('29 November 2026');
    expect(text).toMatch(/Early repayment\nNot stated/);
    expect(text).toContain('104,280 kr.');
  });
});
