// After a Next that found errors, the first invalid field of the step gets focus, so keyboard and screen-reader
// users land on it; shared by the start step (no Formik) and the later steps (StepForm).
import { scrollElementIntoView } from '../../lib/browser/animatedScroll';
import { STEP_FORM_ID } from './stepFormId';

/** Focuses the step's first invalid field on the next frame (after the errors render); returns a cancel. */
export function focusFirstInvalidFieldNextFrame(): () => void {
  const frame = requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>(`#${STEP_FORM_ID} [aria-invalid="true"]`);
    if (!field) return;
    // Focus at once (screen readers announce it); the page glides there over §9's scroll animation.
    field.focus({ preventScroll: true });
    void scrollElementIntoView(field.closest('.field') ?? field);
  });
  return () => cancelAnimationFrame(frame);
}
