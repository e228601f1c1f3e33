import { CAMPAIGN_COOKIE, withRememberedCampaign } from '../../../../src/features/form/session/campaignMemory';
import { formInputFrom } from '../../../../src/features/form/session/formInput';

function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    read: (name: string) => cookies.get(name) ?? null,
    write: jest.fn((name: string, value: string) => void cookies.set(name, encodeURIComponent(value))),
  };
}

const input = (search: string) =>
  formInputFrom({
    search,
    referrer: '',
    userAgent: '',
    readCookie: () => null,
    cookieNames: [],
    affiliate: null,
    consent: { statistics: true, marketing: true },
    signedIn: false,
    restored: null,
  });

describe('the campaign a visitor came from', () => {
  test('a landing URL with campaign parameters is remembered (for the cookie helper’s default day)', () => {
    const cookies = jar();
    expect(withRememberedCampaign('?utm_source=news&purpose=generic&gclid=abc', cookies)).toBe(
      '?utm_source=news&purpose=generic&gclid=abc',
    );
    expect(cookies.write).toHaveBeenCalledWith(CAMPAIGN_COOKIE, 'utm_source=news&gclid=abc');
  });

  test('a later visit to the form without them still tells the wizard the campaign', () => {
    const cookies = jar({ [CAMPAIGN_COOKIE]: encodeURIComponent('utm_source=news&gclid=abc') });
    const search = withRememberedCampaign('?purpose=vehicle_purchaser', cookies);
    expect(input(search)).toMatchObject({
      tracking: { utm_source: 'news' },
      gclid: 'abc',
      purpose: 'vehicle_purchaser',
    });
    expect(cookies.write).not.toHaveBeenCalled();
  });

  test('no campaign anywhere leaves the query alone', () => {
    expect(withRememberedCampaign('', jar())).toBe('');
    expect(withRememberedCampaign('?purpose=generic', jar())).toBe('?purpose=generic');
  });
});
