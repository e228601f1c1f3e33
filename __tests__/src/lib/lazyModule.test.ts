import { lazyModule } from '../../../src/lib/lazyModule';

describe('lazyModule', () => {
  test('imports once, however many ask, and has the value at hand afterwards', async () => {
    const importIt = jest.fn(async () => 'module');
    const lazy = lazyModule(importIt);
    expect(lazy.loaded()).toBeNull();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect([a, b, lazy.loaded()]).toEqual(['module', 'module', 'module']);
    await lazy.load();
    expect(importIt).toHaveBeenCalledTimes(1);
  });

  test('forgets a failed import, so the next call tries again', async () => {
    const importIt = jest.fn().mockRejectedValueOnce(new Error('lost')).mockResolvedValueOnce('module');
    const lazy = lazyModule<string>(importIt);
    await expect(lazy.load()).rejects.toThrow('lost');
    expect(lazy.loaded()).toBeNull();
    await expect(lazy.load()).resolves.toBe('module');
    expect(importIt).toHaveBeenCalledTimes(2);
  });

  test('tells its subscribers when it arrives, until they unsubscribe', async () => {
    const lazy = lazyModule(async () => 'module');
    const heard = jest.fn();
    const gone = jest.fn();
    lazy.subscribe(heard);
    lazy.subscribe(gone)();
    await lazy.load();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });
});
