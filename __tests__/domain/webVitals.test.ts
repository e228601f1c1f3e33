import { paths } from '../../domain/paths';
import { routePatternOf, UNKNOWN_ROUTE, VITAL_ROUTE_PATTERNS } from '../../domain/webVitals';

test.each([
  ['/', '/'],
  ['/home', '/home'],
  ['/rfqs/current', '/rfqs/current'],
  ['/rfqs/12/leads/345', '/rfqs/:rfqId/leads/:leadId'],
  ['/rfqs/12/leads/345/meetings/6', '/rfqs/:rfqId/leads/:leadId/meetings/:meetingId'],
  ['/rfqs/12/compare-offers', '/rfqs/:rfqId/compare-offers/:leadIds?'],
  ['/rfqs/12/compare-offers/0,3,4', '/rfqs/:rfqId/compare-offers/:leadIds?'],
  ['/economy/properties/edit', '/economy/properties/edit'],
  ['/economy/properties/7', '/economy/properties/:propertyId'],
  ['/password/reset/secret-token', '/password/reset/:token'],
  ['/rate/another-secret', '/rate/:customerSupplierRatingToken'],
  ['/form/', '/form'],
  ['/form/om-dig', '/form/om-dig'],
  ['/form/about-you', '/form/about-you'],
  ['/no/such/page', UNKNOWN_ROUTE],
])('%s is filed under %s', (pathname, pattern) => {
  expect(routePatternOf(pathname)).toBe(pattern);
});

test('the patterns are the route table’s paths, and none holds an id or a token', () => {
  expect(VITAL_ROUTE_PATTERNS).toEqual(expect.arrayContaining([paths.login.path, paths.lead.offer.path]));
  expect(
    VITAL_ROUTE_PATTERNS.filter((pattern) => /\d/.test(pattern) && pattern !== '/404' && pattern !== '/403'),
  ).toEqual([]);
});
