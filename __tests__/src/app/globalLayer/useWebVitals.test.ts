// Web Vitals are statistics: measured only with the visitor's consent, given before the page or while it is open.
import { renderHook, waitFor } from '@testing-library/react';
import { useWebVitals } from '../../../../src/app/globalLayer/useWebVitals';
import { CONSENT_STORAGE_KEY } from '../../../../store/browser/cookieConsent';
import { saveConsent } from '../../../../store/browser/cookieConsentChoice';

const mockStart = jest.fn(async () => undefined);

beforeEach(() => {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  mockStart.mockClear();
});

test('without consent to statistics nothing is measured', async () => {
  saveConsent({ statistics: false, marketing: true });
  renderHook(() => useWebVitals(mockStart));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockStart).not.toHaveBeenCalled();
});

test('consent given while the page is open starts the measuring, once', async () => {
  renderHook(() => useWebVitals(mockStart));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockStart).not.toHaveBeenCalled();
  saveConsent({ statistics: true, marketing: false });
  saveConsent({ statistics: true, marketing: true });
  await waitFor(() => expect(mockStart).toHaveBeenCalledTimes(1));
});

test('consent given earlier starts it with the page', async () => {
  saveConsent({ statistics: true, marketing: false });
  renderHook(() => useWebVitals(mockStart));
  await waitFor(() => expect(mockStart).toHaveBeenCalledTimes(1));
});
