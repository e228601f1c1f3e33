// What every page shares, whatever its layout: the document title and §2's after-navigation behaviour.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { consentGiven } from '../../store/browser/cookieConsent';
import { closeModal } from '../../store/slices/uiSlice';
import { PAGE_VIEW_DELAY_MS, pushPageView } from '../lib/analytics/pageView';
import { pageTitleOf } from '../routes/pageTitle';
import { GlobalAlert } from './GlobalAlert';
import { ModalHost } from './ModalHost';

export function usePageTitle(): string {
  const intl = useIntl();
  const matches = useMatches();
  return pageTitleOf(matches, (id) => intl.formatMessage({ id }));
}

export function RootLayout() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const title = usePageTitle();
  const previousKey = useRef<string | null>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    dispatch(closeModal());
    // A new page starts at its top, with focus on it so screen readers start there. Not on the first load: the
    // browser has placed it (a reload where it was, a link's #fragment), and a page rendered on the server may
    // have been scrolled before the app took it over.
    if (previousKey.current !== null && previousKey.current !== location.key) {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    previousKey.current = location.key;
    // The title effect above has run by now; the timer reads the title the new page settled on.
    // A page view is statistics: only with the visitor's consent (store/browser/cookieConsent).
    const timer = setTimeout(() => {
      if (consentGiven('statistics')) pushPageView(location.pathname, document.title);
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.pathname, dispatch]);

  return (
    <>
      <Outlet />
      <GlobalAlert />
      <ModalHost />
    </>
  );
}
