// /admin/dashboard: where an admin lands (§6). Administration has no pages in this app: its tasks are the admin
// API's calls and the server's scripts, and the page lists them with where each is described.
import { OPENAPI_PATH } from '../../../domain/apiAddresses';
import { StaffPage } from './StaffPage';
import type { StaffTaskProps } from './StaffTask';

const ADMIN_TASKS: readonly StaffTaskProps[] = [
  {
    titleId: 'staff.admin.rates.title',
    textId: 'staff.admin.rates.text',
    code: { call: 'POST /api/admin/mortgage-rates', command: 'npm run import:rates -- FILE.csv' },
  },
  {
    titleId: 'staff.admin.tokens.title',
    textId: 'staff.admin.tokens.text',
    code: {
      issue: 'POST /api/admin/suppliers/{slug}/token',
      revoke: 'DELETE /api/admin/suppliers/{slug}/token',
      command: 'npx tsx scripts/supplierToken.ts <slug>',
    },
  },
  { titleId: 'staff.admin.errors.title', textId: 'staff.admin.errors.text', code: { command: 'npm run errors' } },
  {
    titleId: 'staff.admin.reference.title',
    textId: 'staff.admin.reference.text',
    code: { tag: 'admin', operations: 'docs/operations.md' },
    more: (
      <p>
        <a href={OPENAPI_PATH}>{OPENAPI_PATH}</a>
      </p>
    ),
  },
];

export function AdminDashboardPage() {
  return <StaffPage titleId="page.staff.admin.title" introId="staff.admin.intro" tasks={ADMIN_TASKS} />;
}
