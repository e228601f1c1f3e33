// The signed-in customer's request (§2): home, the request and its leads, offers, meetings, documents, the lead's
// messages and the lenders.
import type { RouteObject } from 'react-router-dom';
import { paths, ROUTE_IDS } from '../../../domain/paths';
import { forward, page, titled } from '../routeBuilders';
import { prefetchCustomerRequests, prefetchRequest, prefetchThread } from '../prefetchRoute';

export const customerRoutes: RouteObject[] = [
  forward(paths.root.path, paths.home.path),
  {
    id: ROUTE_IDS.home,
    path: paths.home.path,
    handle: { ...titled('page.home.title'), prefetch: prefetchCustomerRequests },
    lazy: page(() => import(/* webpackChunkName: "page-home" */ '../../features/rfqs/HomePage'), 'HomePage', 'rfqs'),
  },
  forward(paths.rfqs.root.path, paths.rfqs.current.path),
  {
    path: paths.rfqs.current.path,
    handle: { ...titled('page.rfqs.current.title'), prefetch: prefetchCustomerRequests },
    lazy: page(
      () => import(/* webpackChunkName: "page-rfqs-current" */ '../../features/rfqs/CurrentRfqPage'),
      'CurrentRfqPage',
      'rfqs',
    ),
  },
  {
    path: paths.rfqs.getOffers.path,
    handle: titled('page.rfqs.getOffers.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rfqs-get-offers" */ '../../features/rfqs/GetOffersPage'),
      'GetOffersPage',
      'rfqs',
    ),
  },
  {
    path: paths.rfqs.abort.path,
    handle: titled('page.rfqs.abort.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rfqs-abort" */ '../../features/rfqs/AbortRfqPage'),
      'AbortRfqPage',
      'rfqs',
    ),
  },
  forward(paths.rfqs.documents.path, paths.documents.path),
  {
    path: paths.lead.overview.path,
    handle: titled('page.lead.overview.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-overview" */ '../../features/leads/LeadOverviewPage'),
      'LeadOverviewPage',
      'leads',
    ),
  },
  {
    path: paths.lead.meetings.path,
    handle: titled('page.lead.meetings.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-meetings" */ '../../features/meetings/LeadMeetingsPage'),
      'LeadMeetingsPage',
      'meetings',
    ),
  },
  {
    path: paths.lead.meeting.path,
    handle: titled('page.lead.meeting.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-meeting" */ '../../features/meetings/MeetingDetailPage'),
      'MeetingDetailPage',
      'meetings',
    ),
  },
  {
    path: paths.lead.documents.path,
    handle: titled('page.lead.documents.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-documents" */ '../../features/documents/LeadDocumentsPage'),
      'LeadDocumentsPage',
      'documents',
    ),
  },
  {
    path: paths.lead.messages.path,
    handle: { ...titled('page.lead.messages.title'), prefetch: prefetchThread },
    lazy: page(
      () => import(/* webpackChunkName: "page-messages-thread" */ '../../features/messages/ThreadPages'),
      'LeadMessagesPage',
      'messages',
    ),
  },
  {
    path: paths.compareOffers.path,
    handle: { ...titled('page.compareOffers.title'), prefetch: prefetchRequest },
    lazy: page(
      () => import(/* webpackChunkName: "page-compare-offers" */ '../../features/compare/CompareOffersPage'),
      'CompareOffersPage',
      'compare',
    ),
  },
  {
    path: paths.lead.offerInformation.path,
    handle: titled('page.lead.information.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-offer-information" */ '../../features/leads/OfferInformationPage'),
      'OfferInformationPage',
      'leads',
    ),
  },
  {
    path: paths.lead.offer.path,
    handle: titled('page.offer.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-offer-detail" */ '../../features/leads/OfferDetailPage'),
      'OfferDetailPage',
      'leads',
    ),
  },
  {
    path: paths.lender.path,
    handle: titled('page.lender.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lender" */ '../../features/reputation/LenderPage'),
      'LenderPage',
      'reputation',
    ),
  },
  {
    path: paths.documents.path,
    handle: titled('page.documents.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-documents" */ '../../features/documents/DocumentsPage'),
      'DocumentsPage',
      'documents',
    ),
  },
];
