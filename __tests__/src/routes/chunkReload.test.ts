// §2: "If a code chunk fails to load, the page reloads" — once, guarded by a sessionStorage flag.
import * as pageLocation from '../../../src/lib/browser/pageLocation';
import { CHUNK_RELOAD_KEY, isChunkLoadError, loadChunk } from '../../../src/routes/chunkReload';

// swc compiles a module's exports to getters jest cannot spy on; a plain copy of the module can be spied on
// (`__esModule`, so `import * as` takes the copy itself rather than wrapping it).
jest.mock('../../../src/lib/browser/pageLocation', () => ({
  __esModule: true,
  ...jest.requireActual('../../../src/lib/browser/pageLocation'),
}));

const chunkError = () =>
  Object.assign(new Error('Loading chunk 123 failed.\n(error: /assets/123.js)'), { name: 'ChunkLoadError' });

let reload: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  reload = jest.spyOn(pageLocation, 'reloadPage').mockImplementation(() => undefined);
});
afterEach(() => reload.mockRestore());

test('a chunk that fails to load reloads the page and keeps the navigation pending', async () => {
  const settled = jest.fn();
  void loadChunk(() => Promise.reject(chunkError())).then(settled, settled);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
  expect(settled).not.toHaveBeenCalled();
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
