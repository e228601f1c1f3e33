// Which API reads the server answers inside a signed-in page, by route; none for a path it cannot read an id from.
import { firstReadsOf, matchRoutePattern } from '../../../server/http/pageFirstReads';

test.each([
  ['/home', ['/api/customer/users/7/rfqs']],
  ['/rfqs/current', ['/api/customer/users/7/rfqs']],
  ['/rfqs/12/compare-offers', ['/api/customer/rfqs/12']],
  ['/rfqs/12/compare-offers/0,3,4', ['/api/customer/rfqs/12']],
  ['/rfqs/12/leads/5/messages', ['/api/customer/leads/5', '/api/customer/leads/5/messages?limit=20']],
  ['/messages/lead/5', ['/api/customer/leads/5', '/api/customer/leads/5/messages?limit=20']],
  ['/rfqs/abc/compare-offers', []],
  ['/rfqs/0/compare-offers', []],
  ['/messages/lead/%E0%A4%A', []],
  ['/profile', []],
  ['/form/', []],
])('the page %s starts with %j', (pathname, reads) => {
  expect(firstReadsOf(pathname, 7)).toEqual(reads);
});

test('a pattern matches its segments, an optional last one included, and nothing longer', () => {
  expect(matchRoutePattern('/rfqs/:rfqId/compare-offers/:leadIds?', '/rfqs/3/compare-offers')).toEqual({ rfqId: '3' });
  expect(matchRoutePattern('/rfqs/:rfqId/compare-offers/:leadIds?', '/rfqs/3/compare-offers/1,2/x')).toBeNull();
  expect(matchRoutePattern('/home', '/homes')).toBeNull();
});
