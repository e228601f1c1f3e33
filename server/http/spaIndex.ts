// The SPA's index.html for the history fallback (every page path), and the prerendered pages, each held in memory with its gzip and brotli forms
// and an ETag. `no-cache` rather than `no-store`: the browser keeps the page for back and forward and revalidates
// it with If-None-Match, which costs a 304 and no body while the build is unchanged.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PAGE_CACHE_CONTROL = 'no-cache';

export type Encoding = 'br' | 'gzip' | 'identity';
type Loaded = { etag: string; bodies: Record<Encoding, Buffer>; mtimeMs: number };
/** The current index.html: re-read when a rebuild replaces it under a running server. */
export type SpaIndex = () => Loaded;

function read(indexPath: string, mtimeMs: number): Loaded {
  const identity = fs.readFileSync(indexPath);
  const copy = (suffix: string, make: (b: Buffer) => Buffer) =>
    fs.existsSync(indexPath + suffix) ? fs.readFileSync(indexPath + suffix) : make(identity);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: { identity, br: copy('.br', brotliCompressSync), gzip: copy('.gz', gzipSync) },
    mtimeMs,
  };
}

/** Reads index.html and its precompressed copies (the build writes them), compressing what is missing. */
export function loadSpaIndex(indexPath: string): SpaIndex {
  // The newest of the three files: a build writes the compressed copies after index.html.
  const newest = () =>
    Math.max(...['', '.br', '.gz'].map((s) => fs.statSync(indexPath + s, { throwIfNoEntry: false })?.mtimeMs ?? 0));
  let loaded = read(indexPath, newest());
  return () => {
    const mtimeMs = newest();
    if (mtimeMs !== loaded.mtimeMs && fs.existsSync(indexPath)) loaded = read(indexPath, mtimeMs);
    return loaded;
  };
}

/** The best encoding the client accepts (a q of 0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0+)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** `vary`: request headers besides Accept-Encoding the answer depends on (a prerendered page: Cookie). */
export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply, current: SpaIndex, vary: string[] = []) {
  const index = current();
  reply
    .header('Cache-Control', PAGE_CACHE_CONTROL)
    .header('ETag', index.etag)
    .header('Vary', ['Accept-Encoding', ...vary].join(', '));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === index.etag))
    return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(index.bodies[encoding]);
}
