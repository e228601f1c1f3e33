// False while a prerendered page is rendered at build time and hydrated, true from the commit after hydration,
// and true from the start in a page rendered in the browser (no extra render there). The controls that need
// scripts (sign-in, Next, the language switch) are disabled until then, so a click before hydration is not lost
// in a form submit the page cannot handle, and tests wait for them to be ready.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
