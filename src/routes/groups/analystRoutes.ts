// The analysts' page: recorded wizard sessions (the API answers others 403).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../domain/paths';
import { page, titled } from '../routeBuilders';

export const analystRoutes: RouteObject[] = [
  {
    path: paths.analyst.path,
    handle: titled('page.analyst.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-analyst" */ '../../features/analyst/AnalystPage'),
      'AnalystPage',
      'analyst',
    ),
  },
];
