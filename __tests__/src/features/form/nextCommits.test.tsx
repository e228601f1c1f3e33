// A Next costs two React commits before the next step is complete (it cost five): the new step's heading, menu and
// progress, painted at once, then its fields after that paint (FormPage); the URL follows when the browser is idle,
// in one commit at most. A step whose answers pass goes to the wizard without Formik's submission (no commit for a
// busy button). Commits are counted, never timed: the count is deterministic.
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { FormSession } from '../../../../src/features/form/FormSession';
import { setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { formHandlers } from './formTestKit';
import { STEP_FORM_ID } from '../../../../src/features/form/stepFormId';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

/** Lets the timers and requests a step set going run out (the idle prefetches, the draft's save). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

test('Next from the start step to the housing step commits twice, and once more for the URL after', async () => {
  /** Each commit: the heading on screen then, and a step's form: shown, hidden (the step left) or none. */
  const commits: { heading: string | null; form: 'shown' | 'hidden' | 'none' }[] = [];
  const formState = () => {
    const form = document.getElementById(STEP_FORM_ID);
    return form === null ? 'none' : form.closest('[hidden]') ? 'hidden' : 'shown';
  };
  const onCommit = () =>
    commits.push({ heading: document.querySelector('h1')?.textContent ?? null, form: formState() });
  let commitsWithoutUrl: number | null = null;
  let counting = false;
  const { user, router } = renderWithProviders(
    <Profiler id="form" onRender={() => counting && onCommit()}>
      <FormSession />
    </Profiler>,
    { route: '/form/', routes: [{ path: '/rfqs/current', element: <h1>Aktuel forespørgsel</h1> }] },
  );
  await user.click(await screen.findByRole('radio', { name: /Købe bolig/ }));
  // The customer reads before going on: the next step's chunk and options arrive meanwhile.
  await settle();

  // The commits made before the router hears of the new URL.
  // And whether a frame (jsdom's stand-in for a paint) came between the click and the URL.
  let framed = false;
  let framedBeforeUrl = false;
  const unsubscribe = router.subscribe(() => {
    if (!counting || commitsWithoutUrl !== null) return;
    commitsWithoutUrl = commits.length;
    framedBeforeUrl = framed;
  });
  document.addEventListener('click', () => requestAnimationFrame(() => (framed = true)), { capture: true, once: true });
  counting = true;
  await user.click(screen.getByRole('button', { name: 'Næste' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Boligsituation' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/form/boligsituation'));
  await settle();
  counting = false;
  unsubscribe();

  // The first commit already shows the new heading (no commit for a busy button), without the step's fields: the
  // step left is hidden, not yet unmounted; the second brings the new fields.
  expect(commits.slice(0, 2)).toEqual([
    { heading: 'Boligsituation', form: 'hidden' },
    { heading: 'Boligsituation', form: 'shown' },
  ]);
  expect(commitsWithoutUrl).toBe(2);
  expect(commits.length).toBeLessThanOrEqual((commitsWithoutUrl ?? 0) + 1);
  // The step was painted before the URL moved.
  expect(framedBeforeUrl).toBe(true);
  // The buyer's home is on the step from its fields' commit, not added by a later one.
  expect(screen.getAllByRole('region', { name: /Bolig/ }).length).toBeGreaterThan(0);
});
