// The offer's standard information sheet as a PDF: a plain download link, answered with Content-Disposition:
// attachment and read with the session cookie like any page.
export const offerInformationPdfHref = (leadId: number, lang: string) =>
  `/api/customer/leads/${leadId}/offer/information.pdf?lang=${encodeURIComponent(lang)}`;
