// /supplier/dashboard: where a lender's user lands (§6). A lender works its leads in its own system, through the
// supplier API, not on pages of this app: the page says how that system receives leads and sends offers, and
// where the API is described.
import { FormattedMessage } from 'react-intl';
import { OPENAPI_PATH, SUPPLIER_API_PREFIX } from '../../../domain/apiAddresses';
import { StaffPage } from './StaffPage';
import type { StaffTaskProps } from './StaffTask';

const call = (method: string, path: string) => `${method} ${SUPPLIER_API_PREFIX}${path}`;

const SUPPLIER_TASKS: readonly StaffTaskProps[] = [
  {
    titleId: 'staff.supplier.leads.title',
    textId: 'staff.supplier.leads.text',
    code: { leads: call('GET', '/leads?status=open'), channel: 'private-App.Models.Supplier.{id}' },
  },
  {
    titleId: 'staff.supplier.offers.title',
    textId: 'staff.supplier.offers.text',
    code: { offer: call('POST', '/leads/{leadId}/offer'), decline: call('POST', '/leads/{leadId}/decline') },
  },
  {
    titleId: 'staff.supplier.access.title',
    textId: 'staff.supplier.access.text',
    code: { header: 'Authorization: Bearer …', guide: 'docs/supplier-api.md' },
    more: (
      <p>
        <FormattedMessage
          id="staff.supplier.access.document"
          values={{ document: <a href={OPENAPI_PATH}>{OPENAPI_PATH}</a> }}
        />
      </p>
    ),
  },
];

export function SupplierDashboardPage() {
  return <StaffPage titleId="page.staff.supplier.title" introId="staff.supplier.intro" tasks={SUPPLIER_TASKS} />;
}
