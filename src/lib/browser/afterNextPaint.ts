// Work that need not hold up what the customer sees (the address bar following the form's step, the global layer
// after the first frame): run it once the browser has painted. A frame callback runs just before the paint; a timer
// set there runs after it.

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
