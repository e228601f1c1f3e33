// The browser side of Web Vitals: a sampled visit sends each metric once with its landing route's pattern, by
// sendBeacon, and nothing else; a visit outside the sample sends nothing.
import type { Metric } from 'web-vitals';

type Listener = (metric: Pick<Metric, 'name' | 'value'>) => void;
const mockListeners: Record<string, Listener[]> = { LCP: [], INP: [], CLS: [] };
jest.mock('web-vitals', () => ({
  onLCP: (listener: Listener) => mockListeners.LCP.push(listener),
  onINP: (listener: Listener) => mockListeners.INP.push(listener),
  onCLS: (listener: Listener) => mockListeners.CLS.push(listener),
}));
const mockLoadRuntimeConfig = jest.fn();
jest.mock('../../../../src/lib/config/runtimeConfig', () => ({ loadRuntimeConfig: () => mockLoadRuntimeConfig() }));

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

/** A fresh copy of the module: it starts once per page load. */
function freshModule() {
  let module!: typeof import('../../../../src/lib/analytics/webVitals');
  jest.isolateModules(() => {
    module = jest.requireActual('../../../../src/lib/analytics/webVitals');
  });
  return module;
}

/** Starts reporting on the given page, with the given sample rate. */
async function start(pathname: string, sampleRate: number) {
  window.history.replaceState(null, '', pathname);
  mockLoadRuntimeConfig.mockResolvedValue({ vitals: { sampleRate } });
  const module = freshModule();
  module.startVitalsReporting();
  // The configuration's promise settles, then the mockListeners are registered.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const fire = (name: 'LCP' | 'INP' | 'CLS', value: number) => mockListeners[name].forEach((l) => l({ name, value }));

beforeEach(() => {
  sendBeacon.mockClear();
  for (const name of Object.keys(mockListeners)) mockListeners[name] = [];
});

test('a sampled visit beacons each vital with its landing route’s pattern, never the path with ids', async () => {
  await start('/rfqs/12/leads/345', 1);
  fire('LCP', 1834.5);
  fire('CLS', 0.04);
  fire('INP', 96);
  expect(sendBeacon.mock.calls.map(([url, data]) => [url, JSON.parse(String(data))])).toEqual([
    ['/api/vitals', { name: 'LCP', value: 1834.5, route: '/rfqs/:rfqId/leads/:leadId' }],
    ['/api/vitals', { name: 'CLS', value: 0.04, route: '/rfqs/:rfqId/leads/:leadId' }],
    ['/api/vitals', { name: 'INP', value: 96, route: '/rfqs/:rfqId/leads/:leadId' }],
  ]);
  // A string goes as text/plain: no preflight, and nothing in it but the three fields.
  expect(typeof sendBeacon.mock.calls[0][1]).toBe('string');
});

test('a token in the path never leaves the browser', async () => {
  await start('/password/reset/very-secret-token', 1);
  fire('LCP', 700);
  expect(String(sendBeacon.mock.calls[0][1])).not.toContain('very-secret-token');
});

test('a visit outside the sample measures and sends nothing', async () => {
  await start('/home', 0);
  expect(mockListeners.LCP).toHaveLength(0);
  expect(sendBeacon).not.toHaveBeenCalled();
});

test('without the runtime configuration the visit does not report, and nothing throws', async () => {
  window.history.replaceState(null, '', '/home');
  mockLoadRuntimeConfig.mockRejectedValue(new Error('offline'));
  const module = freshModule();
  expect(() => module.startVitalsReporting()).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockListeners.LCP).toHaveLength(0);
});
