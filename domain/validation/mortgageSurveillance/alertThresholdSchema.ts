// The alert threshold of a watched property: the gain after tax, in whole kroner, at which the customer
// wants to be told that converting pays. Zero or more, like every amount the customer types.
import * as yup from 'yup';
import { money } from '../steps/fieldSchemas';

export function alertThresholdSchema() {
  return yup.object({ min_gain_kr: money() });
}
