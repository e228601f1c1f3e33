// The pages for a visitor who is not signed in (§2): sign-in and the password pages.
import type { RouteObject } from 'react-router-dom';
import { paths, ROUTE_IDS } from '../../../domain/paths';
import { page, titled } from '../routeBuilders';

export const guestRoutes: RouteObject[] = [
  {
    id: ROUTE_IDS.login,
    path: paths.login.path,
    handle: titled('auth.login.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-login" */ '../../features/auth/LoginPage'),
      'LoginPage',
      'login',
    ),
  },
  {
    path: paths.forgotPassword.path,
    handle: titled('auth.forgot.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-forgot-password" */ '../../features/auth/ForgotPasswordPage'),
      'ForgotPasswordPage',
      'validation',
      'password',
    ),
  },
  {
    path: paths.resetPassword.path,
    handle: titled('auth.reset.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-reset-password" */ '../../features/auth/ResetPasswordPage'),
      'ResetPasswordPage',
      'validation',
      'password',
    ),
  },
];
