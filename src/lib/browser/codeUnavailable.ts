// Code that could not be fetched: webpack's failed chunk, and the app's word for one fetched while nothing answers.

/** webpack's failure to fetch a JS or CSS chunk (a new deploy removed it, or the connection is gone). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return (
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
  );
}

/** A chunk failed and the server did not answer either: the connection is gone, not the chunk. */
export class NoConnectionError extends Error {
  constructor(cause: unknown) {
    super('No connection to the server', { cause });
    this.name = 'NoConnectionError';
  }
}

/** Code the page needs could not be fetched (rules, a page, texts): no verdict can be given without it. */
export function isCodeUnavailable(error: unknown): boolean {
  return error instanceof NoConnectionError || isChunkLoadError(error);
}
