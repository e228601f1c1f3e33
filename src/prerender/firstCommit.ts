// The app's first commit: the moment the whole page is React's (hydrated and committed, or rendered). The root
// component marks it from its first effect (src/app/App.tsx); earlyClicks.ts waits for it. Free of React, so the
// entry can wait for it before React's modules are evaluated.
let mark: () => void = () => {};

export const firstCommit = new Promise<void>((resolve) => {
  mark = resolve;
});

export function markFirstCommit(): void {
  mark();
}
