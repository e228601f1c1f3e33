// profile/edit with the server out of reach (issue 43): a save that gets no answer says so in place and keeps what
// was typed, and a rule whose code cannot be fetched (the phone check's chunk) does not leave the save spinning.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as phoneNumber from '../../../../domain/validation/phoneNumber';
import { EditProfilePage } from '../../../../src/features/profile/EditProfilePage';
import { customer, setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import da from '../../../../translations/da.json';
import en from '../../../../translations/en.json';

// swc compiles a module's exports to getters jest cannot spy on; a plain copy of the module can be spied on.
jest.mock('../../../../domain/validation/phoneNumber', () => ({
  __esModule: true,
  ...jest.requireActual('../../../../domain/validation/phoneNumber'),
}));

jest.setTimeout(20_000);
const server = setupMswServer();
const mette = { ...customer, phone: '+4520123456' };
const TEXTS = { da, en } as const;
const LABELS = {
  da: { form: 'Kontaktoplysninger', name: 'Fulde navn', phone: 'Telefonnummer', save: 'Gem oplysninger' },
  en: { form: 'Contact details', name: 'Full name', phone: 'Phone number', save: 'Save details' },
} as const;

const chunkError = () =>
  Object.assign(new Error('Loading chunk 2663 failed.\n(error: /assets/2663.js)'), { name: 'ChunkLoadError' });

let patches = 0;
beforeEach(() => {
  patches = 0;
  // No answer at all, as when the server is stopped: fetch rejects.
  server.use(
    http.patch('/api/customer/users/1', () => {
      patches += 1;
      return HttpResponse.error();
    }),
  );
});
afterEach(() => jest.restoreAllMocks());

async function typeAndSave(lang: 'da' | 'en') {
  const rendered = renderWithProviders(<EditProfilePage />, { route: '/profile/edit', user: mette, locale: lang });
  const { user } = rendered;
  // The form comes once the stored phone number is formatted (useFormattedPhone).
  const form = await screen.findByRole('form', { name: LABELS[lang].form });
  const name = within(form).getByLabelText(LABELS[lang].name);
  const phone = within(form).getByLabelText(LABELS[lang].phone);
  await user.clear(name);
  await user.type(name, 'Mette Offline Jensen');
  await user.clear(phone);
  await user.type(phone, '20 11 22 33');
  const save = within(form).getByRole('button', { name: LABELS[lang].save });
  await user.click(save);
  return { form, name, phone, save };
}

for (const lang of ['da', 'en'] as const) {
  test(`a save that gets no answer says the server could not be reached and keeps what was typed (${lang})`, async () => {
    const { form, name, phone, save } = await typeAndSave(lang);
    expect(await within(form).findByText(TEXTS[lang]['errors.network'])).toBeInTheDocument();
    expect(patches).toBe(1);
    expect(name).toHaveValue('Mette Offline Jensen');
    expect(phone).toHaveValue('20 11 22 33');
    expect(save).not.toHaveAttribute('aria-busy');
  });
}

test("the phone rule's code out of reach: the save is not left spinning, it asks the server and says it got no answer", async () => {
  jest.spyOn(phoneNumber, 'isPhoneNumberOf').mockRejectedValue(chunkError());
  const { form, phone, save } = await typeAndSave('da');
  expect(await within(form).findByText(da['errors.network'])).toBeInTheDocument();
  expect(patches).toBe(1);
  expect(phone).toHaveValue('20 11 22 33');
  await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
  // No verdict is not a wrong number: the field is not marked invalid for want of its rule.
  expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});
