// rfqs/:rfqId/compare-offers/:leadIds?: the offers of a request side by side with the customer's own situation
// (§3 Offer comparison, §4: only rfq-pipeline leads with an offer and not lost, in the order the offers came).
// The route's leadIds choose the columns; below 992 px two of them show at a time.
import { useDeferredValue, useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetRfqQuery, type Lead, type Rfq } from '../../../store/api/rfqsApi';
import { useGetBudgetQuery } from '../../../store/api/budgetApi';
import { selectUser } from '../../../store/slices/authSlice';
import { leftWithOffers } from '../../../domain/offerBudgetEffect';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  comparisonOpened,
  selectComparedRfqId,
  selectMobileView,
  selectShownOffers,
} from '../../../store/slices/offerComparisonSlice';
import { BackLink } from '../../components/BackLink/BackLink';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { OfferVerdict } from '../../components/OfferVerdict/OfferVerdict';
import { chooseColumns, compareOffers, OWN_COLUMN, parseLeadIds } from '../../../domain/offerComparison';
import { rankRequestOffers } from '../../../domain/offerRanking';
import { offerLeads } from '../../../domain/rfqRules';
import { isHttpErrorData } from '../../../store/http/httpError';
import { paths } from '../../../domain/paths';
import { ChoiceList } from '../../entities/lead/OfferChoice/ChoiceList';
import { ColumnPicker } from './ColumnPicker';
import { ComparisonTable } from './ComparisonTable';
import { MobileColumnPicker } from './MobileColumnPicker';
import { useMediaQuery } from './useMediaQuery';
import { renderedForPhone } from '../../lib/browser/renderedViewport';
import './compare.css';
import { positiveId } from '../../lib/routing/routeParams';

/** §9's wide-screen breakpoint: below it the table shows two columns at a time. */
const NARROW_QUERY = '(max-width: 991.98px)';

export function CompareOffersPage() {
  const params = useParams();
  const rfqId = positiveId(params.rfqId);
  const { data, isLoading, error, refetch } = useGetRfqQuery(rfqId ?? 0, { skip: rfqId === null });
  // The store's answer arrives in an urgent update; the comparison built from it (30 columns) renders at transition
  // priority instead, so React yields to the browser while it builds the table rather than blocking it.
  const rfq = useDeferredValue(data);
  const title = <FormattedMessage id="page.compareOffers.title" />;

  if (rfqId === null || (isHttpErrorData(error) && error.status === 404)) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <EmptyState
            title={<FormattedMessage id="compare.notFound.title" />}
            description={<FormattedMessage id="compare.notFound.text" />}
            action={<BackToRequest />}
          />
        </Card>
      </>
    );
  }
  if (!rfq) {
    return (
      <>
        <PageHeader title={title} />
        {isLoading || !error ? (
          <LoadingState />
        ) : (
          <Card>
            <LoadError error={error} onRetry={() => void refetch()} />
          </Card>
        )}
      </>
    );
  }
  return <Comparison rfq={rfq} leadIdsParam={params.leadIds} />;
}

function BackToRequest() {
  return (
    <Link to={paths.rfqs.current.getHref()} variant="button-secondary">
      <FormattedMessage id="compare.backToRequest" />
    </Link>
  );
}

function Comparison({ rfq, leadIdsParam }: { rfq: Rfq; leadIdsParam: string | undefined }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_QUERY, renderedForPhone());
  const offers = useMemo(() => offerLeads(rfq.leads), [rfq.leads]);
  const shownKey = chooseColumns(
    offers.map((lead) => lead.id),
    parseLeadIds(leadIdsParam),
  ).join(',');
  // The arithmetic of every offer (exact annuities) once per request and columns: the page renders again right
  // after it mounts (the store is told what is shown, the budget arrives), and those renders compute nothing anew.
  // Kept by the columns' ids, not the array: a request read again with the same offers keeps the same columns.
  const shown = useMemo(() => (shownKey === '' ? [] : shownKey.split(',').map(Number)), [shownKey]);
  const leadsById = useMemo(() => new Map<number, Lead>(offers.map((lead) => [lead.id, lead])), [offers]);
  const shownOffers = useMemo(
    () => shown.map((id) => ({ id, offer: leadsById.get(id)?.offer ?? null })),
    [shown, leadsById],
  );
  // Best among every offer of the request, not only the columns on screen.
  const ranking = useMemo(() => rankRequestOffers(rfq), [rfq]);
  const comparison = useMemo(() => compareOffers(rfq, shownOffers, ranking), [rfq, shownOffers, ranking]);

  useEffect(() => {
    dispatch(comparisonOpened({ rfqId: rfq.id, showOffers: shown }));
  }, [dispatch, rfq.id, shown]);

  const comparedRfq = useAppSelector(selectComparedRfqId);
  const storedShown = useAppSelector(selectShownOffers);
  const storedMobile = useAppSelector(selectMobileView);
  const user = useAppSelector(selectUser);
  // The budget row waits for the budget; the comparison shows without it if it does not come.
  const { data: budget } = useGetBudgetQuery(user?.id ?? 0, { skip: !user });
  // Until the effect above has told the store, the store may still hold the previous route's choice.
  const inSync = comparedRfq === rfq.id && storedShown.join(',') === shownKey;
  const mobileView = useMemo(
    () => (inSync && storedMobile.length > 0 ? storedMobile : shown.slice(0, 2)),
    [inSync, storedMobile, shown],
  );
  const budgetRow = useMemo(
    () =>
      budget
        ? { cells: leftWithOffers(budget.budget, shownOffers, rfq), reference: budget.budget.reference.total }
        : null,
    [budget, shownOffers, rfq],
  );

  if (offers.length === 0) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.compareOffers.title" />} />
        <Card>
          <EmptyState
            title={<FormattedMessage id="compare.noOffers.title" />}
            description={<FormattedMessage id="compare.noOffers.text" />}
            action={<BackToRequest />}
          />
        </Card>
      </>
    );
  }

  const visible = narrow ? mobileView : shown;
  const chooseShown = (ids: number[]) => navigate(paths.compareOffers.getHref(rfq.id, ids), { replace: true });

  return (
    <>
      <BackLink to={paths.rfqs.current.getHref()}>
        <FormattedMessage id="compare.backToRequest" />
      </BackLink>
      <PageHeader
        title={<FormattedMessage id="page.compareOffers.title" />}
        description={
          <FormattedMessage
            id="compare.description"
            values={{ count: offers.length, date: <DateDisplay value={rfq.created_at} /> }}
          />
        }
      />
      <OfferVerdict ranking={ranking} supplierName={(id) => leadsById.get(id)?.supplier.name ?? ''} />
      <div className="compare-controls">
        <ColumnPicker
          offers={offers}
          shown={shown}
          sideBySide={narrow ? visible.length : null}
          onChange={chooseShown}
        />
        {narrow && shown.length > 1 && (
          <MobileColumnPicker shown={shown} mobileView={mobileView} leadsById={leadsById} />
        )}
      </div>
      <ComparisonTable
        comparison={comparison}
        visibleIds={visible}
        leadsById={leadsById}
        rfqId={rfq.id}
        bestId={ranking.best?.id ?? null}
        budget={budgetRow}
      />
      {shown.includes(OWN_COLUMN) && (
        <p className="compare-footnote">
          <FormattedMessage id="compare.ownFootnote" />
        </p>
      )}
      <ChoiceList rfq={rfq} />
    </>
  );
}
