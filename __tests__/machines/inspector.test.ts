import { createActor, type InspectionEvent } from 'xstate';
import { connectInspector, shouldInspect } from '../../machines/inspector';
import { quietMachine } from './fixtures';

type BrowserInspectorOptions = { sanitizeEvent?: (e: object) => object; sanitizeContext?: (c: object) => object };

function fakeInspectModule() {
  const received: InspectionEvent[] = [];
  const created: BrowserInspectorOptions[] = [];
  let stopped = 0;
  const module = {
    createBrowserInspector: (options: BrowserInspectorOptions = {}) => {
      created.push(options);
      return { inspect: { next: (event: InspectionEvent) => received.push(event) }, stop: () => (stopped += 1) };
    },
  };
  // The fake covers the part of the library connectInspector uses.
  return { load: async () => module as never, received, created, stopped: () => stopped };
}

describe('the Stately inspector', () => {
  test('is on with ?inspect=true, in development, and off with ?inspect=false', () => {
    expect(shouldInspect('?inspect=true', 'production')).toBe(true);
    expect(shouldInspect('', 'development')).toBe(true);
    expect(shouldInspect('?inspect=false', 'development')).toBe(false);
    expect(shouldInspect('', 'production')).toBe(false);
    expect(shouldInspect('?inspect=1', 'production')).toBe(false);
  });

  test('does not load the library when off', () => {
    const fake = fakeInspectModule();
    const load = jest.fn(fake.load);
    expect(connectInspector({ search: '', mode: 'production', load })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  test('buffers events until the library has loaded, then forwards everything', async () => {
    const fake = fakeInspectModule();
    const connection = connectInspector({ search: '?inspect=true', mode: 'production', load: fake.load });
    if (!connection) throw new Error('expected a connection');
    const actor = createActor(quietMachine, { input: {}, inspect: connection.inspect }).start();
    actor.send({ type: 'VALIDATE_STEP' });
    expect(fake.received).toHaveLength(0);
    await expect(connection.ready).resolves.toBe(true);
    const afterLoad = fake.received.length;
    expect(afterLoad).toBeGreaterThan(0);
    actor.send({ type: 'NEXT' });
    expect(fake.received.length).toBeGreaterThan(afterLoad);
    connection.stop();
    expect(fake.stopped()).toBe(1);
  });

  test('outside development the inspector window gets redacted events and context', async () => {
    const fake = fakeInspectModule();
    await connectInspector({ search: '?inspect=true', mode: 'production', load: fake.load })?.ready;
    const { sanitizeEvent, sanitizeContext } = fake.created[0];
    expect(sanitizeEvent?.({ type: 'SET_STEP_DATA', formData: { email: 'a@b.dk' } })).toEqual({
      type: 'SET_STEP_DATA',
      formData: { email: 'redacted@example.invalid' },
    });
    expect(sanitizeContext?.({ analytics: { clientId: 'GA1.2' } })).toEqual({ analytics: { clientId: 'XX0.0' } });
  });

  test('in development the developer sees the real data', async () => {
    const fake = fakeInspectModule();
    await connectInspector({ search: '', mode: 'development', load: fake.load })?.ready;
    expect(fake.created[0]).toEqual({});
  });

  test('a library that fails to load leaves the wizard alone', async () => {
    const connection = connectInspector({
      search: '?inspect=true',
      mode: 'production',
      load: () => Promise.reject(new Error('chunk failed')),
    });
    await expect(connection?.ready).resolves.toBe(false);
    const actor = createActor(quietMachine, { input: {}, inspect: connection?.inspect }).start();
    expect(() => actor.send({ type: 'NEXT' })).not.toThrow();
  });
});
