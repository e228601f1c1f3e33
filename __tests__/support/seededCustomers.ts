// The demo's two customers signed in, each in a browser of their own: Mette (kunde, Danish) and Lars (kunde2,
// English), with their user ids.
import { BrowserSession } from './browserSession';
import type { TestContext } from './testApp';

export async function signInSeededCustomers(ctx: TestContext) {
  const mette = new BrowserSession(ctx.app);
  const lars = new BrowserSession(ctx.app, 'en');
  const metteId = (await mette.login('kunde@example.dk')).id;
  const larsId = (await lars.login('kunde2@example.dk')).id;
  return { mette, lars, metteId, larsId };
}

export type SeededCustomers = Awaited<ReturnType<typeof signInSeededCustomers>>;
