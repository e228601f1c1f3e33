// What a visitor entered on a prerendered page before its scripts ran. Hydration keeps the DOM's
// checked states and values but the forms' state starts empty, so the entries are read from the page before
// hydrating and handed to the forms as their starting values: a choice made early is neither lost nor shown
// without counting. A submit before the scripts (the form's GET) brings a radio choice back in the address.
let captured = new Map<string, string | boolean>();

export function captureEarlyInput(root: ParentNode, search: string): void {
  const entries = new Map<string, string | boolean>();
  const params = new URLSearchParams(search);
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    if (input.type === 'radio') {
      if (input.checked || params.get(input.name) === input.value) entries.set(input.name, input.value);
    } else if (input.type === 'checkbox') {
      if (input.checked) entries.set(input.name, true);
    } else if (input.value !== '') {
      entries.set(input.name, input.value);
    }
  }
  captured = entries;
}

/** The early entry of a field, once: a later visit to the same page starts clean. */
export function takeEarlyInput(name: string): string | boolean | undefined {
  const value = captured.get(name);
  captured.delete(name);
  return value;
}

/** The early entries of several fields, over a form's starting values. */
export function withEarlyInput<V extends Record<string, unknown>>(values: V): V {
  const merged: Record<string, unknown> = { ...values };
  for (const name of Object.keys(values)) {
    const early = takeEarlyInput(name);
    if (early !== undefined && typeof early === typeof values[name]) merged[name] = early;
  }
  return merged as V;
}
