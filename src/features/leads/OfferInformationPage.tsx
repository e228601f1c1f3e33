// rfqs/:rfqId/leads/:leadId/offer/information: the offer's standard information sheet (SEF for consumer credit,
// ESIS-style for a loan on a home), built from the lead's offer by the kernel's one function
// (domain/standardInformationSheet.ts), the same the PDF is made with; a field the lender did not give reads
// "not stated".
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  sheetValueText,
  standardInformationSheet,
  type ProductSheet,
  type SheetValue,
} from '../../../domain/standardInformationSheet';
import { paths } from '../../../domain/paths';
import { offerInformationPdfHref } from '../../../store/api/offerInformation';
import { BackLink } from '../../components/BackLink/BackLink';
import { Card } from '../../components/Card/Card';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PendingPage } from '../../components/LoadError/PendingPage';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { useRouteLead } from '../../entities/lead/useRouteLead';
import { OfferNotFound } from './OfferNotFound';
import './leads.css';

/** Today where the customer is, YYYY-MM-DD: the sheet's date, as the PDF's is the server's Danish day. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function ProductSection({ product, text }: { product: ProductSheet; text: (value: SheetValue) => string }) {
  const headingId = useId();
  const intl = useIntl();
  return (
    <Card className="offer-information" aria-labelledby={headingId}>
      <h2 id={headingId} className="offer-information__product">
        <FormattedMessage
          id={`sheet.product.${product.regime}`}
          values={{ kind: intl.formatMessage({ id: product.kindId }) }}
        />
      </h2>
      {product.missing.length > 0 && (
        <p className="offer-information__missing">
          <FormattedMessage
            id="sheet.missing"
            values={{
              fields: intl.formatList(
                product.sections
                  .flatMap((s) => s.rows)
                  .filter((r) => r.value.kind === 'notStated')
                  .map((r) => intl.formatMessage({ id: r.id })),
              ),
            }}
          />
        </p>
      )}
      {product.sections.map((section) => (
        <section key={section.id} className="offer-information__section">
          <h3 className="offer-information__heading">
            <FormattedMessage id={section.id} />
          </h3>
          <dl className="offer-information__rows">
            {section.rows.map((row) => (
              <div key={row.id} className="offer-information__row">
                <dt>
                  <FormattedMessage id={row.id} />
                </dt>
                <dd className={row.value.kind === 'notStated' ? 'offer-information__not-stated' : undefined}>
                  {text(row.value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Card>
  );
}

export function OfferInformationPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { lead, notFound, isLoading, isError, error, refetch } = useRouteLead();
  const title = <FormattedMessage id="page.lead.information.title" />;

  if (notFound || (lead && !lead.offer)) {
    return (
      <OfferNotFound
        title={title}
        lead={lead}
        messages={{ title: 'sheet.notFound.title', text: 'sheet.notFound.text', backToLead: 'sheet.backToLead' }}
      />
    );
  }
  if (!lead?.offer) {
    return (
      <PendingPage title={title} isLoading={isLoading} isError={isError} error={error} onRetry={() => void refetch()} />
    );
  }
  const sheet = standardInformationSheet({ lenderName: lead.supplier.name, offer: lead.offer, date: today() });
  const text = (value: SheetValue) => sheetValueText(value, locale, (id, values) => intl.formatMessage({ id }, values));
  return (
    <>
      <BackLink to={paths.lead.overview.getHref(lead.rfq_id, lead.id)}>
        <FormattedMessage id="sheet.backToLead" values={{ supplier: lead.supplier.name }} />
      </BackLink>
      <PageHeader
        title={<FormattedMessage id="sheet.title" values={{ lender: sheet.lenderName }} />}
        description={
          <FormattedMessage
            id="sheet.meta"
            values={{
              version: sheet.offerVersion,
              date: text({ kind: 'date', iso: `${sheet.date}T12:00:00Z` }),
              validUntil: text({ kind: 'date', iso: sheet.validUntil }),
            }}
          />
        }
        actions={
          // A plain link: the PDF is an attachment, fetched with the session cookie like any page.
          <a
            className="link link--button link--button-secondary"
            href={offerInformationPdfHref(lead.id, locale)}
            download
          >
            <FormattedMessage id="sheet.download" />
          </a>
        }
      />
      <p className="leads-muted offer-information__intro">
        <FormattedMessage id="sheet.intro" />
      </p>
      {sheet.products.length === 0 ? (
        <Card>
          <p className="leads-muted">
            <FormattedMessage id="sheet.noCredit" />
          </p>
        </Card>
      ) : (
        sheet.products.map((product) => <ProductSection key={product.productId} product={product} text={text} />)
      )}
    </>
  );
}
