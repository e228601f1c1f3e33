// §2: "If a code chunk fails to load, the page reloads" — once. After a new deploy the old chunk names are gone;
// a reload fetches the new index.html. A second failure in a row is a real outage: show the error page instead.
import { reloadPage } from '../lib/browser/pageLocation';
import { readSession, removeSession, writeSession } from '../../store/browser/sessionValue';

export const CHUNK_RELOAD_KEY = 'chunkReloaded';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return (
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
  );
}

/** Wraps a dynamic import: on a chunk failure, reload the page once; a success re-arms the reload. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (module) => {
      removeSession(CHUNK_RELOAD_KEY);
      return module;
    },
    (error: unknown) => {
      if (isChunkLoadError(error) && readSession(CHUNK_RELOAD_KEY) === null) {
        writeSession(CHUNK_RELOAD_KEY, '1');
        reloadPage();
        // The page is going away; settling would only flash an error page first.
        return new Promise<T>(() => undefined);
      }
      throw error;
    },
  );
}
