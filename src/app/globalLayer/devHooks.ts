// Hooks for developers and the end-to-end tests on window.__laanetorvet, outside production only (the run-time
// configuration's env decides, so one production build still serves a test server).
import type { ToastRequest } from '../../lib/toast';

export type DevHooks = {
  toast?: (toast: ToastRequest) => void;
  errorReporting?: 'started' | 'off';
  realtime?: 'subscribed';
};

declare global {
  interface Window {
    __laanetorvet?: DevHooks;
  }
}

export function registerDevHook<K extends keyof DevHooks>(name: K, value: DevHooks[K]): void {
  window.__laanetorvet = { ...window.__laanetorvet, [name]: value };
}
