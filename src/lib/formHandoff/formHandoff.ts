// Events a page before the form hands to the wizard (the calculator's "ask lenders"): sent to the machine as the
// form session starts, after a saved form is restored, so they are recorded and replayed like the customer's own.
// In memory only: they belong to the click that navigated here, not to a later visit.
import type { AuctionFormEvent } from '../../../machines/auctionForm/types';

let handed: AuctionFormEvent[] = [];

export function handEventsToForm(events: readonly AuctionFormEvent[]): void {
  handed = [...events];
}

export function takeHandedEvents(): AuctionFormEvent[] {
  const taken = handed;
  handed = [];
  return taken;
}
