/** The id of the step's <form>: the Next button's target, and what tools look for to tell a step has rendered. */
export const STEP_FORM_ID = 'form-step';
