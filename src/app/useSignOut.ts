// Signing out (§4, §8): the store and the API cache are cleared; a failed sign-out is reported and the page
// reloads, so the server's answer to "who am I" decides what the customer sees next.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { logout } from '../../store/slices/authThunks';
import { reloadPage } from '../lib/browser/pageLocation';
import { reportError } from '../lib/errorReporting/reportError';
import { paths } from '../../domain/paths';

export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await dispatch(logout()).unwrap();
    } catch (error) {
      reportError(error, { where: 'logout' });
      reloadPage();
      return;
    }
    await navigate(paths.login.path, { replace: true });
  }, [dispatch, navigate]);
}
