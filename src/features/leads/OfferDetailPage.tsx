// rfqs/:rfqId/leads/:leadId/offer/:productType/:productId: one product of a lender's offer, every figure of it.
import { FormattedMessage } from 'react-intl';
import type { Lead, OfferProduct } from '../../../store/api/rfqsApi';
import { BackLink } from '../../components/BackLink/BackLink';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PendingPage } from '../../components/LoadError/PendingPage';
import { ProductName } from '../../components/ProductName/ProductName';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { OWN_COLUMN } from '../../../domain/offerComparison';
import { paths } from '../../../domain/paths';
import { compareOffersLinkProps, usePrefetchCompareOffers } from '../../lib/routing/compareOffersPrefetch';
import { LeftWithOfferCard } from './LeftWithOfferCard';
import { ProductFacts } from './ProductFacts';
import { useRouteLead } from '../../entities/lead/useRouteLead';
import { OfferNotFound } from './OfferNotFound';
import './leads.css';

function findProduct(lead: Lead, productType: string | undefined, productId: string | undefined): OfferProduct | null {
  if (!lead.offer || !productType || !productId) return null;
  const products = [...lead.offer.loans, ...lead.offer.credits, ...lead.offer.deposits];
  return products.find((product) => product.product_type === productType && String(product.id) === productId) ?? null;
}

export function OfferDetailPage() {
  // The comparison is the likeliest next page: its chunk is fetched while the customer reads this one.
  usePrefetchCompareOffers();
  const { lead, notFound, isLoading, isError, error, refetch, params } = useRouteLead();
  const product = lead ? findProduct(lead, params.productType, params.productId) : null;
  const title = <FormattedMessage id="page.offer.title" />;

  if (notFound || (lead && !product)) {
    return (
      <OfferNotFound
        title={title}
        lead={lead}
        messages={{
          title: 'offerDetail.notFound.title',
          text: 'offerDetail.notFound.text',
          backToLead: 'offerDetail.backToLead',
        }}
      />
    );
  }
  if (!lead || !product) {
    return (
      <PendingPage title={title} isLoading={isLoading} isError={isError} error={error} onRetry={() => void refetch()} />
    );
  }
  return (
    <>
      <BackLink to={paths.lead.overview.getHref(lead.rfq_id, lead.id)}>
        <FormattedMessage id="offerDetail.backToLead" values={{ supplier: lead.supplier.name }} />
      </BackLink>
      <PageHeader
        title={<ProductName subType={product.product_sub_type} />}
        description={<FormattedMessage id="offerDetail.from" values={{ supplier: lead.supplier.name }} />}
        actions={
          <Link
            {...compareOffersLinkProps}
            to={paths.compareOffers.getHref(lead.rfq_id, [OWN_COLUMN, lead.id])}
            variant="button-secondary"
          >
            <FormattedMessage id="leadOverview.compare" />
          </Link>
        }
      />
      <Card className="offer-detail">
        <div className="offer-detail__head">
          <SupplierLogo size="lg" name={lead.supplier.name} logoUrl={lead.supplier.smallLogo.url} />
          {lead.offer && (
            <span className="leads-muted">
              <FormattedMessage
                id="leadOverview.offeredOn"
                values={{ date: <DateDisplay value={lead.offer.created_at} /> }}
              />
            </span>
          )}
        </div>
        <ProductFacts product={product} full />
        {product.product_type !== 'deposit' && (
          <>
            <p className="leads-muted offer-detail__note">
              <FormattedMessage id="offerDetail.totalCostNote" />
            </p>
            <p className="offer-information-link">
              <Link to={paths.lead.offerInformation.getHref(lead.rfq_id, lead.id)}>
                <FormattedMessage id="sheet.open" />
              </Link>
            </p>
          </>
        )}
      </Card>
      <LeftWithOfferCard lead={lead} />
    </>
  );
}
