// The form's sign-in step with MitID (issue 46): a guest back from MitID, not linked yet, sends the form; the account
// it creates is linked to her MitID, and nothing is linked when the submission is refused.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { TEST_PERSONS } from '../../../server/mitid/testIdentityProvider';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { roundTrip, startHarness, type Harness } from './mitidHarness';

const [mette] = TEST_PERSONS;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

test('a new customer signs up with MitID at the sign-in step: the account the form creates is linked', async () => {
  const browser = new BrowserSession(h.app);
  const trip = await roundTrip(browser, { person: mette.sub }, '/auth/mitid/start?intent=login&returnTo=/form/profil');
  expect(trip.location).toBe('/form/profil?mitid=pending');

  // Refused (no terms accepted): nothing is linked, and the identity still waits in this browser.
  const steps = completeSteps({ email: 'mitid-form@example.dk' });
  const refused = await browser.post('/api/auction-form', {
    steps: { ...steps, profile: { ...steps.profile, accept_terms: false } },
    formPurpose: 'existing_property',
  });
  expect(refused.statusCode).toBe(422);
  expect(await h.database.db.select().from(t.mitidIdentities)).toEqual([]);

  const sent = await browser.post('/api/auction-form', { steps, formPurpose: 'existing_property' });
  expect(sent.statusCode).toBe(201);
  const [user] = await h.database.db.select().from(t.users).where(eq(t.users.email, 'mitid-form@example.dk'));
  const [identity] = await h.database.db.select().from(t.mitidIdentities);
  expect(identity).toMatchObject({ userId: user.id, subject: mette.sub });
  expect((await browser.get('/api/mitid/pending')).json()).toBe(false);

  // Next time MitID alone signs her in.
  const later = new BrowserSession(h.app);
  expect((await roundTrip(later, { person: mette.sub })).outcome).toBe('signedIn');
  expect((await later.get('/api/users/current/auth')).json().email).toBe('mitid-form@example.dk');
});
