// A Next costs one or two React commits before the next step is on screen (it cost five): the button turning busy,
// then the next step; the URL follows after the paint, in one commit at most. Commits are counted, never timed: the count
// is deterministic.
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { FormSession } from '../../../../src/features/form/FormSession';
import { setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { formHandlers } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

/** Lets the timers and requests a step set going run out (the idle prefetches, the draft's save). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

test('Next from the start step to the housing step commits at most twice, and once more for the URL after', async () => {
  const commits: string[] = [];
  let commitsWithoutUrl: number | null = null;
  let counting = false;
  const { user, router } = renderWithProviders(
    <Profiler id="form" onRender={(_, phase) => counting && commits.push(phase)}>
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

  expect(commitsWithoutUrl).toBeGreaterThan(0);
  expect(commitsWithoutUrl).toBeLessThanOrEqual(2);
  expect(commits.length).toBeLessThanOrEqual((commitsWithoutUrl ?? 0) + 1);
  // The step was painted before the URL moved.
  expect(framedBeforeUrl).toBe(true);
  // The buyer's home is on the step from its first commit, not added by a later one.
  expect(screen.getAllByRole('region', { name: /Bolig/ }).length).toBeGreaterThan(0);
});
