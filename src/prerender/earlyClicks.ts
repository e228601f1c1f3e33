// Clicks on a page rendered on the server before React has hydrated it: nothing listens to a button yet, so the
// click would do nothing, and a form's submit button would post the page the browser's way. From the moment the
// entry runs until the app's first commit, such a click is held (its default prevented) and the last one is
// replayed on its element after that commit; a link still navigates as the browser does. Clicks before the entry
// has run are not seen.
import { firstCommit } from './firstCommit';

const ACTIONS = 'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"], summary';

export function holdEarlyClicks(container: HTMLElement): void {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIONS) : null;
    if (!target || !container.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) event.preventDefault();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  void firstCommit.then(() => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    const target = held;
    held = null;
    // An element the render replaced (the page rendered anew) is gone: its click is dropped.
    if (target?.isConnected) target.click();
  });
}
