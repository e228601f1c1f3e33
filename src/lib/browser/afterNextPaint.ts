// Work the customer need not wait for to see the result of their click (the address bar following the form's
// step): run it once the browser has painted. A frame callback runs just before the paint; a timer set there runs
// after it.

/** Runs `task` after the next paint; returns a cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
