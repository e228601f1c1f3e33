// The route component of /form/ and every step path: one wizard for the whole form session, whichever step path
// is shown. The step routes below it only name the step in the URL; the wizard decides what is on screen.
import { FormMachineProvider } from './session/FormMachineProvider';
import { FormPage } from './FormPage';

export function FormSession() {
  return (
    <FormMachineProvider>
      <FormPage />
    </FormMachineProvider>
  );
}
