// Whether the app's server answers now. A chunk that failed says nothing about why: a probe tells a lost connection
// (nothing answers) from a new deploy (the server answers, the old chunk is gone).

/** Asked uncached; any answer counts, a 503 of a process whose database is away too: the server is there. */
export const REACHABILITY_PATH = '/healthz';

export async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(REACHABILITY_PATH, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}
