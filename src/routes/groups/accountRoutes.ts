// The signed-in customer's own pages (§2): the profile and every message thread.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../domain/paths';
import { page, titled } from '../routeBuilders';
import { prefetchThread } from '../prefetchRoute';

export const accountRoutes: RouteObject[] = [
  {
    path: paths.profile.path,
    handle: titled('page.profile.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-profile" */ '../../features/profile/ProfilePage'),
      'ProfilePage',
      'profile',
    ),
  },
  {
    path: paths.editProfile.path,
    handle: titled('page.profile.edit.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-profile-edit" */ '../../features/profile/EditProfilePage'),
      'EditProfilePage',
      'profile',
    ),
  },
  {
    path: paths.messages.path,
    handle: titled('page.messages.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-messages" */ '../../features/messages/MessagesPage'),
      'MessagesPage',
      'messages',
    ),
  },
  {
    path: paths.leadMessages.path,
    handle: { ...titled('page.messages.lead.title'), prefetch: prefetchThread },
    lazy: page(
      () => import(/* webpackChunkName: "page-messages-thread" */ '../../features/messages/ThreadPages'),
      'LeadThreadPage',
      'messages',
    ),
  },
];
