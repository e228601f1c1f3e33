import { decideSync, pathOfStep, stepOfPath } from '../../../../src/features/form/session/stepUrls';

describe('step paths (spec §2)', () => {
  test('each step has an English and a Danish path; the start is /form/', () => {
    expect(stepOfPath('/form/')).toEqual({ label: 'start', locale: null });
    expect(stepOfPath('/form')).toEqual({ label: 'start', locale: null });
    expect(stepOfPath('/form/om-dig')).toEqual({ label: 'aboutYou', locale: 'da' });
    expect(stepOfPath('/form/other-belongings')).toEqual({ label: 'otherAssets', locale: 'en' });
    expect(stepOfPath('/form/utilfreds')).toEqual({ label: 'unsatisfied', locale: 'da' });
    expect(stepOfPath('/form/nope')).toBeNull();
    expect(pathOfStep('employment', 'da')).toBe('/form/beskaeftigelse');
    expect(pathOfStep('start', 'en')).toBe('/form/');
  });
});

describe('decideSync', () => {
  const at = (label: 'savings' | 'aboutYou' | 'start', locale: 'da' | 'en' | null = 'da') => ({ label, locale });

  test('on arrival the wizard follows the URL', () => {
    expect(decideSync({ url: at('aboutYou'), machineStep: 'start', locale: 'da' }, null)).toEqual({
      type: 'goToStep',
      step: 'aboutYou',
    });
  });

  test('when the wizard moves, the URL follows with a new history entry', () => {
    const before = { url: at('savings'), machineStep: 'savings' as const, locale: 'da' as const };
    expect(decideSync({ url: at('savings'), machineStep: 'aboutYou', locale: 'da' }, before)).toEqual({
      type: 'navigate',
      to: '/form/om-dig',
      replace: false,
    });
  });

  test('a navigation still on its way is not mistaken for the customer going back', () => {
    const before = { url: at('savings'), machineStep: 'aboutYou' as const, locale: 'da' as const };
    expect(decideSync({ url: at('savings'), machineStep: 'aboutYou', locale: 'da' }, before)).toEqual({ type: 'none' });
  });

  test('back and forward move the wizard', () => {
    const before = { url: at('aboutYou'), machineStep: 'aboutYou' as const, locale: 'da' as const };
    expect(decideSync({ url: at('savings'), machineStep: 'aboutYou', locale: 'da' }, before)).toEqual({
      type: 'goToStep',
      step: 'savings',
    });
  });

  test('the address bar catching up after the wizard moved on again is followed by the URL, not the wizard', () => {
    // Back, then Next before the router rendered the navigation Back asked for: the click renders first.
    const before = { url: at('savings'), machineStep: 'savings' as const, locale: 'da' as const };
    const now = { url: at('aboutYou'), machineStep: 'savings' as const, locale: 'da' as const };
    expect(decideSync({ ...now, urlFollowedWizard: true }, before)).toEqual({
      type: 'navigate',
      to: '/form/opsparing',
      replace: false,
    });
    expect(decideSync(now, before)).toEqual({ type: 'goToStep', step: 'aboutYou' });
  });

  test('the path follows the language of the page, replacing the entry', () => {
    const before = { url: at('savings'), machineStep: 'savings' as const, locale: 'da' as const };
    expect(decideSync({ url: at('savings'), machineStep: 'savings', locale: 'en' }, before)).toEqual({
      type: 'navigate',
      to: '/form/savings',
      replace: true,
    });
    expect(decideSync({ url: at('start', null), machineStep: 'start', locale: 'en' }, null)).toEqual({ type: 'none' });
  });
});
