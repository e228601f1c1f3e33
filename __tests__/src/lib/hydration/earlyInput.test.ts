// What a visitor entered on a prerendered page before hydration is read once and handed to the forms.
import { captureEarlyInput, takeEarlyInput, withEarlyInput } from '../../../../src/lib/hydration/earlyInput';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const START = `<form>
  <input type="radio" name="persona_type" value="property_purchaser">
  <input type="radio" name="persona_type" value="vehicle_purchaser">
</form>`;

test('a checked radio is the early choice, taken once', () => {
  const root = page(START);
  root.querySelector<HTMLInputElement>('input[value="vehicle_purchaser"]')!.checked = true;
  captureEarlyInput(root, '');
  expect(takeEarlyInput('persona_type')).toBe('vehicle_purchaser');
  expect(takeEarlyInput('persona_type')).toBeUndefined();
});

test('a submit before the scripts brings the choice back in the address, only as one of the offered values', () => {
  captureEarlyInput(page(START), '?persona_type=property_purchaser');
  expect(takeEarlyInput('persona_type')).toBe('property_purchaser');
  captureEarlyInput(page(START), '?persona_type=%3Cscript%3E');
  expect(takeEarlyInput('persona_type')).toBeUndefined();
});

test('typed text and ticked boxes go over a form’s starting values of the same type; empty fields do not', () => {
  const root = page(`<form>
    <input type="email" name="email"><input type="password" name="password"><input type="checkbox" name="remember">
  </form>`);
  root.querySelector<HTMLInputElement>('[name=email]')!.value = 'kunde@example.dk';
  root.querySelector<HTMLInputElement>('[name=remember]')!.checked = true;
  captureEarlyInput(root, '');
  expect(withEarlyInput({ email: '', password: '', remember: false })).toEqual({
    email: 'kunde@example.dk',
    password: '',
    remember: true,
  });
});

test('inputs outside a form and a new capture leave nothing behind', () => {
  const root = page('<input name="search" value="x">');
  captureEarlyInput(root, '');
  expect(takeEarlyInput('search')).toBeUndefined();
});
