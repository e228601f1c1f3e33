// The staff pages (§6): where an admin and a lender's user land, each page for its own team (the staff guard).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../domain/paths';
import { page, titled } from '../routeBuilders';

export const staffRoutes: RouteObject[] = [
  {
    path: paths.staff.admin.path,
    handle: titled('page.staff.admin.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-staff" */ '../../features/staff/staffChunk'),
      'AdminDashboardPage',
      'staff',
    ),
  },
  {
    path: paths.staff.supplier.path,
    handle: titled('page.staff.supplier.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-staff" */ '../../features/staff/staffChunk'),
      'SupplierDashboardPage',
      'staff',
    ),
  },
];
