// The standard information sheet (domain/standardInformationSheet.ts) as a PDF the customer keeps: the same rows
// as the page, in her language, as real text (Helvetica, WinAnsi) so it can be searched and read aloud. pdf-lib
// writes no structure tree (tagged PDF), so the document says its language and title and keeps the reading order
// one column, top to bottom.
import { sheetValueText, type StandardInformationSheet, type Translate } from '../../domain/standardInformationSheet';
import type { Locale } from '../i18n/translate';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LABEL_WIDTH = 170;
const GAP = 12;
const SIZE = 10;
const LINE = 13;

/** The standard fonts encode WinAnsi only: Danish letters and the usual punctuation pass, anything else is "?". */
const winAnsi = (text: string) =>
  text
    .replace(/\u202f|\u00a0/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20ac]/g, '?');

export async function standardInformationPdf(
  sheet: StandardInformationSheet,
  locale: Locale,
  translate: Translate,
  options: { useObjectStreams?: boolean } = {},
): Promise<Uint8Array> {
  // pdf-lib is 1.2 MB of code that only a download needs: loaded then, not with the app.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const title = winAnsi(translate('sheet.title', { lender: sheet.lenderName }));
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(winAnsi(sheet.lenderName));
  doc.setProducer('Lånetorvet');
  doc.setLanguage(locale === 'da' ? 'da-DK' : 'en-GB');
  doc.setCreationDate(new Date(`${sheet.date}T12:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (value: Parameters<typeof sheetValueText>[0]) => winAnsi(sheetValueText(value, locale, translate));

  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const wrap = (value: string, width: number, f: typeof font, size: number): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (f.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines;
  };
  const paragraph = (value: string, f: typeof font, size: number, color = rgb(0, 0, 0)) => {
    for (const line of wrap(value, PAGE[0] - 2 * MARGIN, f, size)) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN, y: y - size, size, font: f, color });
      y -= size + 4;
    }
  };

  paragraph(title, bold, 16);
  y -= 4;
  paragraph(
    winAnsi(
      translate('sheet.meta', {
        version: sheet.offerVersion,
        date: text({ kind: 'date', iso: `${sheet.date}T12:00:00Z` }),
        validUntil: text({ kind: 'date', iso: sheet.validUntil }),
      }),
    ),
    font,
    SIZE,
  );
  paragraph(winAnsi(translate('sheet.intro')), font, SIZE, rgb(0.25, 0.25, 0.25));
  if (sheet.products.length === 0) paragraph(winAnsi(translate('sheet.noCredit')), font, SIZE);

  for (const product of sheet.products) {
    y -= 10;
    const heading = translate(`sheet.product.${product.regime}`, { kind: translate(product.kindId) });
    ensure(40);
    paragraph(winAnsi(heading), bold, 13);
    for (const section of product.sections) {
      y -= 4;
      ensure(30);
      paragraph(winAnsi(translate(section.id)), bold, 11);
      for (const row of section.rows) {
        const label = wrap(winAnsi(translate(row.id)), LABEL_WIDTH, font, SIZE);
        const valueFont = row.value.kind === 'notStated' ? bold : font;
        const value = wrap(text(row.value), PAGE[0] - 2 * MARGIN - LABEL_WIDTH - GAP, valueFont, SIZE);
        const lines = Math.max(label.length, value.length);
        ensure(lines * LINE);
        label.forEach((line, i) =>
          page.drawText(line, { x: MARGIN, y: y - SIZE - i * LINE, size: SIZE, font, color: rgb(0.3, 0.3, 0.3) }),
        );
        value.forEach((line, i) =>
          page.drawText(line, { x: MARGIN + LABEL_WIDTH + GAP, y: y - SIZE - i * LINE, size: SIZE, font: valueFont }),
        );
        y -= lines * LINE + 3;
      }
    }
  }
  y -= 10;
  paragraph(
    winAnsi(
      translate('sheet.pdf.generated', {
        date: text({ kind: 'date', iso: `${sheet.date}T12:00:00Z` }),
        version: sheet.offerVersion,
      }),
    ),
    font,
    8,
    rgb(0.35, 0.35, 0.35),
  );

  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(winAnsi(translate('sheet.pdf.page', { page: i + 1, pages: pages.length })), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font,
      color: rgb(0.35, 0.35, 0.35),
    }),
  );
  return doc.save({ useObjectStreams: options.useObjectStreams ?? true });
}
