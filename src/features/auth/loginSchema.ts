// The sign-in form's schema, in a chunk of its own: /login is prerendered and takes input before yup and the rules
// have loaded; they come when the browser is idle, or with the first blur or submit.
import * as yup from 'yup';
import { withRules } from '../../../domain/validation/yupRules';

export const loginSchema = yup.object({
  email: withRules(yup.string(), ['required', 'email']).default(''),
  password: withRules(yup.string(), ['required']).default(''),
  remember: yup.boolean().default(false),
});
