// lz-string is not part of the wizard's chunk; a draft can be read or written once the codec has loaded.
import { createMemoryStorage } from '../../../machines/auctionForm/memoryStorage';
import { fillEverything, startWizard } from '../fixtures';

type Modules = {
  codec: typeof import('../../../machines/auctionForm/formCodec');
  persistence: typeof import('../../../machines/auctionForm/persistence');
};

/** The persistence modules as a page has them before anything loaded the codec (setupSpa loads it for the rest). */
function freshModules(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      codec: jest.requireActual('../../../machines/auctionForm/formCodec'),
      persistence: jest.requireActual('../../../machines/auctionForm/persistence'),
    };
  });
  if (!modules) throw new Error('modules not loaded');
  return modules;
}

test('before the codec has loaded a save is not written and a draft is not read; after it, both are', async () => {
  const { codec, persistence } = freshModules();
  const wizard = startWizard();
  wizard.send(...fillEverything());
  const context = wizard.context();
  const storage = createMemoryStorage();

  expect(codec.loadedFormCodec()).toBeNull();
  expect(persistence.saveForm(context, storage)).toBe(false);
  expect(storage.getItem(persistence.FORM_STORAGE_KEY)).toBeNull();

  await codec.loadFormCodec();
  expect(persistence.saveForm(context, storage)).toBe(true);
  expect(persistence.restoreForm(storage)).toEqual(context);
});

test('the codec loads once, however many ask', async () => {
  const { codec } = freshModules();
  const [a, b] = await Promise.all([codec.loadFormCodec(), codec.loadFormCodec()]);
  expect(a).toBe(b);
  expect(codec.loadedFormCodec()).toBe(a);
});
