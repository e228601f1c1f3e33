// A phone number as people write it ("+45 40 12 34 56"), grouped by libphonenumber-js once its chunk has loaded;
// until then, and for text that is no number, exactly as stored.
import { useFormattedPhone } from './useFormattedPhone';

export function PhoneDisplay({ value }: { value: string }) {
  return <span>{useFormattedPhone(value) ?? value}</span>;
}
