// The staff pages as their routes load them: one chunk, since a user of either team sees only one of them.
export { AdminDashboardPage } from './AdminDashboardPage';
export { SupplierDashboardPage } from './SupplierDashboardPage';
