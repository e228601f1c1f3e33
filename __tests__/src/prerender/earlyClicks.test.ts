// A click on a server-rendered page before the app's first commit is held by the page's inline script
// (server/http/earlyClicksScript.ts) and replayed on its element after that commit (src/prerender/earlyClicks.ts);
// a link is left to the browser, which navigates at once; a form is not posted the browser's way.
import { EARLY_CLICKS_SCRIPT } from '../../../server/http/earlyClicksScript';
import { replayEarlyClicksAfterFirstCommit } from '../../../src/prerender/earlyClicks';
import { markFirstCommit } from '../../../src/prerender/firstCommit';

let root: HTMLElement;
beforeAll(() => {
  // As the browser runs it: in the page's global scope, while the page is parsed (before #root exists).
  window.eval(EARLY_CLICKS_SCRIPT);
  document.body.innerHTML =
    '<div id="root"><h1>Side</h1><form><button type="submit">Vælg</button></form><a href="#elsewhere">Link</a>' +
    '<a href="/rfqs/1/compare-offers">Sammenlign</a><a href="/profile">Profil</a>' +
    '<div role="button"><a href="/rfqs/current">Tilbud</a></div></div>' +
    '<button id="outside" type="button">Udenfor</button>';
  root = document.getElementById('root') as HTMLElement;
  replayEarlyClicksAfterFirstCommit();
});

// One file, one first commit: the tests run in order, before and after it.
test('before the first commit: a button’s click is held, the form is not posted, a link is the browser’s', async () => {
  const button = root.querySelector('button') as HTMLButtonElement;
  const clicks = jest.fn();
  button.addEventListener('click', clicks);
  const submitted = jest.fn();
  root.querySelector('form')?.addEventListener('submit', (event) => submitted(event.defaultPrevented));
  button.click();
  expect(clicks).not.toHaveBeenCalled();
  expect(submitted.mock.calls.every(([prevented]) => prevented === true)).toBe(true);

  // Every link, to a page the server renders (the comparison) or not (the profile), even one inside a control: the
  // browser goes there at once, which measured sooner than waiting for hydration (docs/benchmarks.md, issue 49 item 2).
  for (const link of root.querySelectorAll('a')) {
    let prevented: boolean | null = null;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(prevented).toBe(false);
  }

  // A button outside the app's page is not the page's to hold.
  const outside = jest.fn();
  document.getElementById('outside')?.addEventListener('click', outside);
  document.getElementById('outside')?.click();
  expect(outside).toHaveBeenCalledTimes(1);

  markFirstCommit();
  await Promise.resolve();
  await Promise.resolve();
  expect(clicks).toHaveBeenCalledTimes(1);
  // Clicks are no longer held.
  button.type = 'button';
  button.click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

test('a held click is replayed once only', async () => {
  const button = root.querySelector('button') as HTMLButtonElement;
  const clicks = jest.fn();
  button.addEventListener('click', clicks);
  replayEarlyClicksAfterFirstCommit();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).not.toHaveBeenCalled();
});
