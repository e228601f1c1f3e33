// An inline script of the pages rendered on the server (every page's other one: domain/cookieChoiceScript.ts): on a
// page rendered on the server, buttons show before any of the app's scripts have arrived, and a click on one would do
// nothing (a submit button would even post the page the browser's way). From the moment #root is parsed until the app
// has hydrated it, this script holds such a click (its default prevented) and the app replays the last one on its
// element (src/prerender/earlyClicks.ts). A link is never held, even inside such a control: the browser navigates at
// once, to the next page the server renders or, for a page it does not, to the app's shell; either measured sooner
// than waiting for this page to hydrate and the app to navigate (docs/benchmarks.md, issue 49 item 2). It is inline
// because a script file would arrive too late (the scripts are what is slow); the Content-Security-Policy allows
// exactly this text by its hash (contentSecurityPolicy.ts).
import { createHash } from 'node:crypto';
import { EARLY_CLICKS_GLOBAL } from '../../domain/signedInPage';

/** What counts as acting on the page rather than going elsewhere. */
const ACTIONS = 'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"], summary';

// Plain ES5 in a string: it runs as the browser parses it, before (and without) the bundle.
export const EARLY_CLICKS_SCRIPT = `(function () {
  var held = null;
  function inRoot(node) {
    var root = document.getElementById('root');
    return root !== null && node instanceof Node && root.contains(node);
  }
  function onClick(event) {
    var target = event.target instanceof Element ? event.target.closest(${JSON.stringify(ACTIONS)}) : null;
    if (!target || !inRoot(target)) return;
    var link = event.target.closest('a[href]');
    if (link && target.contains(link)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  }
  function onSubmit(event) {
    if (inRoot(event.target)) event.preventDefault();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  window[${JSON.stringify(EARLY_CLICKS_GLOBAL)}] = {
    release: function () {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      var target = held;
      held = null;
      return target;
    }
  };
})();`;

/** The CSP source that allows the script and nothing else inline. */
export const EARLY_CLICKS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

export const EARLY_CLICKS_SCRIPT_TAG = `<script>${EARLY_CLICKS_SCRIPT}</script>`;
