// The "UI click" breadcrumb Bugsnag leaves for every click, without Bugsnag's own way of naming the element: its
// plugin proves a selector unique with document.querySelectorAll, again for each ancestor until one is, inside the
// click before any of the page's own handlers (some 7 ms of a Next on a 4× slowed CPU, docs/benchmarks.md). The
// path here is read from the element and its ancestors alone; it names the same element, unproven unique.
import type { Client, Plugin } from '@bugsnag/js';

/** Bugsnag's own limit on the text: 140 characters, longer ones cut to 135 and marked. */
const MAX_TEXT = 140;
/** Ancestors named above the element, unless one with an id comes first. */
const MAX_DEPTH = 4;

export function clickTargetText(element: Element): string {
  let text = (element.textContent ?? '').trim();
  if (!text && element instanceof HTMLButtonElement) text = element.value;
  if (!text && element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button')) {
    text = element.value;
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 5)}(...)` : text;
}

function part(element: Element): string {
  let name = element.tagName;
  if (element.id) return `${name}#${element.id}`;
  const classes = typeof element.className === 'string' ? element.className.trim() : '';
  if (classes) name += `.${classes.split(/\s+/).join('.')}`;
  const parent = element.parentElement;
  if (parent && parent.children.length > 1)
    name += `:nth-child(${Array.prototype.indexOf.call(parent.children, element) + 1})`;
  return name;
}

/** The element's path from its nearest ancestor with an id (or a few levels up), as Bugsnag writes selectors. */
export function clickTargetSelector(element: Element): string {
  const parts = [part(element)];
  let at: Element | null = element;
  for (let depth = 0; depth < MAX_DEPTH && !at.id && at.parentElement && at.parentElement !== document.body; depth++) {
    at = at.parentElement;
    parts.unshift(part(at));
  }
  return parts.join(' > ');
}

/** Pass in the client's `plugins`, with 'user' left out of `enabledBreadcrumbTypes` (Bugsnag's own would run too). */
export const clickBreadcrumbs: Plugin = {
  name: 'clickBreadcrumbs',
  load: (client: Client) => {
    window.addEventListener(
      'click',
      (event) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        client.leaveBreadcrumb(
          'UI click',
          { targetText: clickTargetText(target), targetSelector: clickTargetSelector(target) },
          'user',
        );
      },
      true,
    );
  },
};
