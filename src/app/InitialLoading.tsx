import { LoadingState } from '../components/LoadingState/LoadingState';

/** Shown while the first navigation asks the server who is signed in. */
export function InitialLoading() {
  return (
    <main id="main" tabIndex={-1}>
      <LoadingState />
    </main>
  );
}
