// The request's offers with the choice beside each, under the comparison: choose one, see it and the others
// marked once chosen, undo. Offers a lender withdrew by declining are not listed; those turned down by the choice are.
import { FormattedMessage } from 'react-intl';
import type { Rfq } from '../../../../store/api/rfqsApi';
import { lostToAnotherOffer } from '../../../../domain/leadProgress';
import { Card } from '../../../components/Card/Card';
import { OfferChoice } from './OfferChoice';

export function ChoiceList({ rfq }: { rfq: Rfq }) {
  const leads = rfq.leads.filter((lead) => lead.offer && (lead.status !== 'lost' || lostToAnotherOffer(lead)));
  if (leads.length === 0) return null;
  return (
    <section className="choice-list" aria-labelledby="choice-list-title">
      <h2 id="choice-list-title">
        <FormattedMessage id="acceptance.listTitle" />
      </h2>
      <ul className="choice-list__items">
        {leads.map((lead) => (
          <li key={lead.id}>
            <Card title={lead.supplier.name}>
              <OfferChoice lead={lead} siblings={rfq.leads} requestClosed={rfq.closed_at !== null} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
