// A click on a server-rendered page before the app's first commit is held and replayed on its element after it;
// a link is left to the browser; a form is not posted the browser's way (src/prerender/earlyClicks.ts).
import { holdEarlyClicks } from '../../../src/prerender/earlyClicks';
import { markFirstCommit } from '../../../src/prerender/firstCommit';

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML =
    '<div id="root"><h1>Side</h1><form><button type="submit">Vælg</button></form><a href="#elsewhere">Link</a></div>';
  container = document.getElementById('root') as HTMLElement;
});

// One file, one first commit: the tests run in order, before and after it.
test('before the first commit: a button’s click is held, the form is not posted, a link is the browser’s', async () => {
  holdEarlyClicks(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  const clicks = jest.fn();
  button.addEventListener('click', clicks);
  const submitted = jest.fn();
  container.querySelector('form')?.addEventListener('submit', (event) => submitted(event.defaultPrevented));
  button.click();
  expect(clicks).not.toHaveBeenCalled();
  expect(submitted.mock.calls.every(([prevented]) => prevented === true)).toBe(true);

  const link = container.querySelector('a') as HTMLAnchorElement;
  let prevented: boolean | null = null;
  link.addEventListener('click', (event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  });
  link.click();
  expect(prevented).toBe(false);

  markFirstCommit();
  await Promise.resolve();
  await Promise.resolve();
  expect(clicks).toHaveBeenCalledTimes(1);
  // Clicks are no longer held.
  button.click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

test('after the first commit nothing is held', async () => {
  holdEarlyClicks(container);
  await Promise.resolve();
  const button = container.querySelector('button') as HTMLButtonElement;
  button.type = 'button';
  const clicks = jest.fn();
  button.addEventListener('click', clicks);
  await new Promise((resolve) => setTimeout(resolve, 0));
  button.click();
  expect(clicks).toHaveBeenCalledTimes(1);
});
