// On an offer's page: what the household has left each month with this offer (docs/product.md "Household budget"),
// the same kernel figure as the comparison's budget row, against the reference amount in words. Shown once both
// the budget and the request the offer answers are in; without them the page says nothing about the budget.
import { FormattedMessage } from 'react-intl';
import { leftWithOffer } from '../../../domain/offerBudgetEffect';
import { paths } from '../../../domain/paths';
import { useGetBudgetQuery } from '../../../store/api/budgetApi';
import { useGetRfqQuery, type Lead } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';

export function LeftWithOfferCard({ lead }: { lead: Lead }) {
  const user = useAppSelector(selectUser);
  const { data: budget } = useGetBudgetQuery(user?.id ?? 0, { skip: !user });
  const { data: rfq } = useGetRfqQuery(lead.rfq_id, { skip: !budget });
  if (!budget || !rfq || !lead.offer) return null;
  const left = leftWithOffer(budget.budget, lead.offer, rfq);
  if (left === null) return null;
  const reference = budget.budget.reference.total;
  const under = left < reference;
  return (
    <Card
      title={<FormattedMessage id="offerDetail.leftWithOffer" />}
      className={under ? 'left-with-offer left-with-offer--under' : 'left-with-offer'}
    >
      <p className="left-with-offer__figure">
        <MoneyDisplay amount={left} />
      </p>
      <p>
        <FormattedMessage
          id="offerDetail.leftWithOffer.text"
          values={{
            left: <MoneyDisplay amount={left} />,
            difference: <MoneyDisplay amount={Math.abs(left - reference)} />,
            over: String(!under),
            reference: <MoneyDisplay amount={reference} />,
          }}
        />
      </p>
      <Link to={paths.economy.budget.path}>
        <FormattedMessage id="offerDetail.leftWithOffer.budgetLink" />
      </Link>
    </Card>
  );
}
