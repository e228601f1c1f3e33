// Keeps the network slice in step with the browser (navigator.onLine and its online/offline events).
import { useEffect } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { wentOffline, wentOnline } from '../../../store/slices/networkSlice';

export function useNetworkStatus(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const sync = () => dispatch(navigator.onLine ? wentOnline() : wentOffline());
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  }, [dispatch]);
}
