// The clicks a server-rendered page held before the app could act on them (server/http/earlyClicksScript.ts holds
// them from the moment #root is parsed): after the app's first commit, when the page is React's, the holding stops
// and the last click is replayed on its element, unless the render replaced that element.
import { EARLY_CLICKS_GLOBAL } from '../../domain/signedInPage';
import { firstCommit } from './firstCommit';

type HeldClicks = { release(): HTMLElement | null };

export function replayEarlyClicksAfterFirstCommit(): void {
  void firstCommit.then(() => {
    const held = (window as unknown as Record<string, HeldClicks | undefined>)[EARLY_CLICKS_GLOBAL];
    const target = held?.release() ?? null;
    if (target?.isConnected) target.click();
  });
}
