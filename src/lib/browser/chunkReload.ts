// §2: "If a code chunk fails to load, the page reloads" — once. After a new deploy the old chunk names are gone;
// a reload fetches the new index.html. A second failure in a row is a real outage: show the error page instead.
// A reload while nothing answers would swap the app, and what was typed, for the browser's own error page; so a
// failed chunk first asks whether the server is there, and without it the load fails as a lost connection.
import { reloadPage } from './pageLocation';
import { isChunkLoadError, NoConnectionError } from './codeUnavailable';
import { serverReachable } from './serverReachable';
import { readSession, removeSession, writeSession } from '../../../store/browser/sessionValue';

export const CHUNK_RELOAD_KEY = 'chunkReloaded';

/**
 * Wraps a dynamic import: on a chunk failure with the server answering, reload the page once (a success re-arms
 * the reload); with no answer, reject with a NoConnectionError, which the page shows and a retry loads again.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (module) => {
      removeSession(CHUNK_RELOAD_KEY);
      return module;
    },
    async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if (!(await serverReachable())) throw new NoConnectionError(error);
      if (readSession(CHUNK_RELOAD_KEY) === null) {
        writeSession(CHUNK_RELOAD_KEY, '1');
        reloadPage();
        // The page is going away; settling would only flash an error page first.
        return new Promise<T>(() => undefined);
      }
      throw error;
    },
  );
}
