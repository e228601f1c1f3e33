// Resolves once a data router has finished its first navigation (loaders run, lazy routes loaded), so a page can
// be rendered or hydrated whole instead of its loading state.
type SettlingRouter = {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: () => void) => () => void;
};

export function routerSettled(router: SettlingRouter): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
