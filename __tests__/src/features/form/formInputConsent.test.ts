// §3's tracking fields are read from the visitor's device only with consent (cookie order): statistics for the
// analytics ids, marketing for the ad click and browser ids.
import { analyticsSessionId, formInputFrom, type PageFacts } from '../../../../src/features/form/session/formInput';

const cookies: Record<string, string> = {
  _ga: 'GA1.1.1234567890.1700000000',
  _ga_Q1W2E3: 'GS2.1.s1764230400$o3$g1$t1764230500$j0$l0$h0',
  _fbp: 'fb.1.1700000000.42',
  _fbc: 'fb.1.1700000000.AbC',
};

const page = (consent: PageFacts['consent']): PageFacts => ({
  search: '?utm_source=news&gclid=g-1&purpose=vehicle_purchaser',
  referrer: 'https://example.dk/',
  userAgent: 'Test',
  readCookie: (name) => cookies[name] ?? null,
  cookieNames: Object.keys(cookies),
  affiliate: { key: 'partner-7', details: { sub: 'spring' } },
  signedIn: false,
  restored: null,
  consent,
});

test('with consent to both, every field of §3 is captured', () => {
  expect(formInputFrom(page({ statistics: true, marketing: true }))).toMatchObject({
    affiliateKey: 'partner-7',
    affiliateDetails: { sub: 'spring' },
    analyticsClientId: '1234567890.1700000000',
    analyticsSessionId: '1764230400',
    tracking: { utm_source: 'news' },
    fbp: 'fb.1.1700000000.42',
    fbc: 'fb.1.1700000000.AbC',
    gclid: 'g-1',
  });
});

test('without consent no identifier is read or kept; the campaign of the URL and the affiliate still are', () => {
  expect(formInputFrom(page({ statistics: false, marketing: false }))).toMatchObject({
    affiliateKey: 'partner-7',
    analyticsClientId: null,
    analyticsSessionId: null,
    tracking: { utm_source: 'news' },
    fbp: null,
    fbc: null,
    gclid: null,
  });
});

test('statistics without marketing: the analytics ids only', () => {
  expect(formInputFrom(page({ statistics: true, marketing: false }))).toMatchObject({
    analyticsClientId: '1234567890.1700000000',
    fbp: null,
    gclid: null,
  });
});

test('the analytics session id in both cookie formats', () => {
  expect(analyticsSessionId('GS1.1.1700000000.3.1.1700000100.0.0.0')).toBe('1700000000');
  expect(analyticsSessionId('GS2.1.s1764230400$o3$g1$t1764230500$j0$l0$h0')).toBe('1764230400');
  expect(analyticsSessionId('GA1.1.1.2')).toBeNull();
  expect(analyticsSessionId(null)).toBeNull();
});
