// /lenders/:supplierId: a lender's ratings from customers: the average, how they spread over 1–5 stars and the
// latest comments their writers allowed to be shown, never with a name.
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RATINGS_SHOWN_FROM } from '../../../domain/supplierReputation';
import { useGetSupplierReputationQuery, type SupplierReputation } from '../../../store/api/reputationApi';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { ReputationSummary, StarBar } from '../../components/SupplierReputation/SupplierReputation';
import './lender.css';

function Distribution({ rows, total }: { rows: SupplierReputation['distribution']; total: number }) {
  return (
    <section aria-labelledby="lender-distribution">
      <h2 id="lender-distribution" className="lender-page__heading">
        <FormattedMessage id="reputation.distribution" />
      </h2>
      <ul className="lender-distribution">
        {rows.map((row) => (
          <li key={row.stars} className="lender-distribution__row">
            <span className="lender-distribution__label">
              <FormattedMessage id="reputation.stars" values={{ stars: row.stars }} />
            </span>
            <span className="lender-distribution__bar" aria-hidden="true">
              <span style={{ width: `${total ? (row.count / total) * 100 : 0}%` }} />
            </span>
            <span className="lender-distribution__count">{row.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Comments({ comments }: { comments: SupplierReputation['comments'] }) {
  return (
    <section aria-labelledby="lender-comments">
      <h2 id="lender-comments" className="lender-page__heading">
        <FormattedMessage id="reputation.comments" />
      </h2>
      {comments.length === 0 ? (
        <p className="lender-page__muted">
          <FormattedMessage id="reputation.noComments" />
        </p>
      ) : (
        <ul className="lender-comments">
          {comments.map((c, index) => (
            <li key={index} className="lender-comments__item">
              <p className="lender-comments__stars">
                <StarBar average={c.stars} />{' '}
                <span className="visually-hidden">
                  <FormattedMessage id="reputation.commentStars" values={{ stars: c.stars }} />
                </span>
                <DateDisplay value={c.created_at} />
              </p>
              <blockquote className="lender-comments__text">{c.comment}</blockquote>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LenderPage() {
  const supplierId = Number(useParams().supplierId);
  const valid = Number.isSafeInteger(supplierId) && supplierId > 0;
  const query = useGetSupplierReputationQuery(supplierId, { skip: !valid });
  const notFound = !valid || (query.error && 'status' in query.error && query.error.status === 404);
  if (notFound) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.lender.title" />} />
        <Card>
          <EmptyState title={<FormattedMessage id="reputation.notFound" />} />
        </Card>
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.lender.title" />} />
        {query.isError ? (
          <Card>
            <LoadError
              error={query.error}
              description={<FormattedMessage id="reputation.loadFailed" />}
              onRetry={() => void query.refetch()}
            />
          </Card>
        ) : (
          <LoadingState />
        )}
      </>
    );
  }
  const { supplier, reputation, distribution, comments } = query.data;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="reputation.title" values={{ supplier: supplier.name }} />}
        description={<FormattedMessage id="reputation.intro" values={{ min: RATINGS_SHOWN_FROM }} />}
      />
      <Card className="lender-page">
        <div className="lender-page__head">
          <SupplierLogo size="lg" name={supplier.name} logoUrl={supplier.logo} />
          <ReputationSummary reputation={reputation} />
        </div>
        {distribution.length > 0 && <Distribution rows={distribution} total={reputation.count} />}
        {reputation.average !== null && <Comments comments={comments} />}
      </Card>
    </>
  );
}
