// Which lead's message thread is on screen right now: a lender's new message there needs no toast, the page
// shows it; anywhere else the app toasts it.
const open = new Map<number, number>();

/** Marks the thread open while a page shows it; call the returned function when it no longer does. */
export function openThread(leadId: number): () => void {
  open.set(leadId, (open.get(leadId) ?? 0) + 1);
  return () => {
    const left = (open.get(leadId) ?? 1) - 1;
    if (left > 0) open.set(leadId, left);
    else open.delete(leadId);
  };
}

export function isThreadOpen(leadId: number): boolean {
  return open.has(leadId);
}
