// §2: "If a code chunk fails to load, the page reloads" — once, guarded by a sessionStorage flag, and only while
// the server answers: with nothing answering the load fails as a lost connection instead.
import { isChunkLoadError, NoConnectionError } from '../../../../src/lib/browser/codeUnavailable';
import * as pageLocation from '../../../../src/lib/browser/pageLocation';
import * as reachability from '../../../../src/lib/browser/serverReachable';
import { CHUNK_RELOAD_KEY, loadChunk } from '../../../../src/lib/browser/chunkReload';

// swc compiles a module's exports to getters jest cannot spy on; a plain copy of the module can be spied on
// (`__esModule`, so `import * as` takes the copy itself rather than wrapping it).
jest.mock('../../../../src/lib/browser/pageLocation', () => ({
  __esModule: true,
  ...jest.requireActual('../../../../src/lib/browser/pageLocation'),
}));
jest.mock('../../../../src/lib/browser/serverReachable', () => ({
  __esModule: true,
  ...jest.requireActual('../../../../src/lib/browser/serverReachable'),
}));

const chunkError = () =>
  Object.assign(new Error('Loading chunk 123 failed.\n(error: /assets/123.js)'), { name: 'ChunkLoadError' });

let reload: jest.SpyInstance;
let reachable: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  reload = jest.spyOn(pageLocation, 'reloadPage').mockImplementation(() => undefined);
  reachable = jest.spyOn(reachability, 'serverReachable').mockResolvedValue(true);
});
afterEach(() => {
  reload.mockRestore();
  reachable.mockRestore();
});

test('a chunk that fails to load while the server answers reloads the page and keeps the navigation pending', async () => {
  const settled = jest.fn();
  void loadChunk(() => Promise.reject(chunkError())).then(settled, settled);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
  expect(settled).not.toHaveBeenCalled();
});

test('a chunk that fails while the server does not answer is a lost connection: no reload, no flag', async () => {
  reachable.mockResolvedValue(false);
  const failure = await loadChunk(() => Promise.reject(chunkError())).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(NoConnectionError);
  expect((failure as NoConnectionError).cause).toMatchObject({ name: 'ChunkLoadError' });
  expect(reload).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
});

test('a second failure after the reload is an error, not another reload', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
  await expect(loadChunk(() => Promise.reject(chunkError()))).rejects.toThrow('Loading chunk 123 failed');
  expect(reload).not.toHaveBeenCalled();
});

test('a successful load re-arms the reload', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
  await expect(loadChunk(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
});

test('other errors are not chunk failures', async () => {
  await expect(loadChunk(() => Promise.reject(new TypeError('x is undefined')))).rejects.toThrow('x is undefined');
  expect(reload).not.toHaveBeenCalled();
  expect(reachable).not.toHaveBeenCalled();
});

test('recognises webpack JS and CSS chunk failures', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(
    isChunkLoadError(
      Object.assign(new Error('Loading CSS chunk page-login failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
    ),
  ).toBe(true);
  expect(isChunkLoadError(new Error('nope'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});
