// The press rehearsed ahead of Next: the events of a press, untrusted, at the button, with no click among them.
import { rehearsePress } from '../../../../src/features/form/session/pressRehearsal';

test('a press is rehearsed up to the release, never clicked', () => {
  document.body.innerHTML = '<form><button type="submit">Næste</button></form>';
  const button = document.querySelector('button')!;
  const form = document.querySelector('form')!;
  const seen: string[] = [];
  for (const type of ['pointerover', 'mouseover', 'pointermove', 'mousemove', 'pointerdown', 'mousedown']) {
    document.addEventListener(type, (event) => seen.push(`${event.type}${event.isTrusted ? ' trusted' : ''}`));
  }
  document.addEventListener('pointerup', (event) => seen.push(event.type));
  document.addEventListener('mouseup', (event) => seen.push(event.type));
  const click = jest.fn();
  const submit = jest.fn((event: Event) => event.preventDefault());
  button.addEventListener('click', click);
  form.addEventListener('submit', submit);
  rehearsePress(button);
  expect(seen).toEqual([
    'pointerover',
    'mouseover',
    'pointermove',
    'mousemove',
    'pointerdown',
    'mousedown',
    'pointerup',
    'mouseup',
  ]);
  expect(click).not.toHaveBeenCalled();
  expect(submit).not.toHaveBeenCalled();
  expect(document.activeElement).not.toBe(button);
});
