// Where a customer's tax data comes from once they consented: an interface, so a real eSkat integration
// (through a licensed data broker) can replace the demo. The demo provider builds the two eSkat documents from
// the customer's own economic profile, as PDFs (pdf-lib), clearly marked as demo data.
import type { EconomicProfile } from '../../contract/economicProfile';
import { ESKAT_ANNUAL_STATEMENT_TYPE, ESKAT_INCOME_AND_DEBT_TYPE } from '../../domain/documentTypes';
import type { Db } from '../db/client';
import { loadEconomicProfile } from '../economicProfile/economicProfileView';

export type EskatFile = {
  documentTypeId: typeof ESKAT_ANNUAL_STATEMENT_TYPE | typeof ESKAT_INCOME_AND_DEBT_TYPE;
  fileName: string;
  mimeType: 'application/pdf';
  bytes: Uint8Array;
};

export interface EskatProvider {
  /** The customer's tax documents (types 30 and 31), fetched under a valid consent. */
  fetchTaxDocuments(input: { userId: number; customerName: string; now: Date }): Promise<EskatFile[]>;
}

const kroner = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '-'
    : `${new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }).format(value)} kr.`;

/** The figures a tax authority would hold, estimated from the profile (before tax, per year). */
export function taxFigures(profile: EconomicProfile | null) {
  const monthly = profile?.monthly_income ?? 0;
  const yearlyIncome = Math.round(monthly * 12);
  const debts = [...(profile?.loans ?? []), ...(profile?.credits ?? []), ...(profile?.mortgages ?? [])];
  const totalDebt = Math.round(debts.reduce((sum, d) => sum + (d.debt ?? 0), 0));
  const deposits = Math.round((profile?.deposits ?? []).reduce((sum, d) => sum + (d.amount ?? 0), 0));
  // A rough Danish estimate: AM-bidrag 8 %, then about 37 % of the rest; enough for a demo document.
  const labourContribution = Math.round(yearlyIncome * 0.08);
  const incomeTax = Math.round((yearlyIncome - labourContribution) * 0.37);
  return { yearlyIncome, totalDebt, deposits, labourContribution, incomeTax, debtCount: debts.length };
}

async function pdf(title: string, lines: [string, string][], customerName: string, now: Date): Promise<Uint8Array> {
  // pdf-lib is 1.2 MB of code that only an eSkat import needs: loaded then, not with the app.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Lånetorvet demo eSkat');
  doc.setCreationDate(now);
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(title, { x: 50, y, size: 20, font: bold });
  y -= 26;
  page.drawText(`${customerName} - ${now.toISOString().slice(0, 10)}`, { x: 50, y, size: 11, font });
  y -= 16;
  page.drawText('DEMO: beregnet ud fra kundens egne oplysninger, ikke hentet fra Skattestyrelsen.', {
    x: 50,
    y,
    size: 9,
    font,
    color: rgb(0.6, 0.1, 0.1),
  });
  y -= 34;
  for (const [label, value] of lines) {
    page.drawText(label, { x: 50, y, size: 12, font });
    page.drawText(value, { x: 360, y, size: 12, font: bold });
    y -= 22;
  }
  return doc.save();
}

/** Standard fonts encode WinAnsi only: Danish letters are fine, anything beyond is replaced. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export function demoEskatProvider(db: Db): EskatProvider {
  return {
    async fetchTaxDocuments({ userId, customerName, now }) {
      const figures = taxFigures(await loadEconomicProfile(db, userId));
      const name = winAnsi(customerName);
      const year = now.getUTCFullYear() - 1;
      const annual = await pdf(
        `Årsopgørelse ${year}`,
        [
          ['Lønindkomst', kroner(figures.yearlyIncome)],
          ['AM-bidrag', kroner(figures.labourContribution)],
          ['Beregnet skat', kroner(figures.incomeTax)],
          ['Indestående i pengeinstitutter', kroner(figures.deposits)],
          ['Gæld i alt', kroner(figures.totalDebt)],
        ],
        name,
        now,
      );
      const incomeAndDebt = await pdf(
        'Indkomst og gæld (forskudsopgørelse)',
        [
          ['Forventet lønindkomst i år', kroner(figures.yearlyIncome)],
          ['Forventet skat i år', kroner(figures.incomeTax)],
          ['Antal gældsposter', String(figures.debtCount)],
          ['Gæld i alt', kroner(figures.totalDebt)],
        ],
        name,
        now,
      );
      return [
        {
          documentTypeId: ESKAT_ANNUAL_STATEMENT_TYPE,
          fileName: `aarsopgoerelse-${year}.pdf`,
          mimeType: 'application/pdf',
          bytes: annual,
        },
        {
          documentTypeId: ESKAT_INCOME_AND_DEBT_TYPE,
          fileName: `indkomst-og-gaeld-${now.getUTCFullYear()}.pdf`,
          mimeType: 'application/pdf',
          bytes: incomeAndDebt,
        },
      ];
    },
  };
}
