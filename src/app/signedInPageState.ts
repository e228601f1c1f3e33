// The state a signed-in page came with (server/http/signedInPage.ts): read once from its data block, which is
// then removed, so a second start of the app (tests) asks the server as usual.
import type { SignedInPageState } from '../../contract/signedInPage';
import { SIGNED_IN_STATE_ID } from '../../domain/signedInPage';

export function takeSignedInPageState(doc: Document = document): SignedInPageState | null {
  const block = doc.getElementById(SIGNED_IN_STATE_ID);
  if (!block) return null;
  block.remove();
  try {
    const state = JSON.parse(block.textContent ?? '') as SignedInPageState;
    return typeof state === 'object' && state !== null && 'user' in state ? state : null;
  } catch {
    // A page cut short: the app asks for what it needs as if nothing had come with it.
    return null;
  }
}
