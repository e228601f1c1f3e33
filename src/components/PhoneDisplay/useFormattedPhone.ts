// One formatting of a stored phone number for every place that shows it (the profile, its edit field).
import { useEffect, useState } from 'react';
import { formatPhoneNumber } from '../../../domain/validation/phoneNumber';

/**
 * The number as people write it ("+45 40 12 34 56"), or the text as stored when it is no number; null until
 * libphonenumber-js's chunk has loaded. No number needs no library: '' at once.
 */
export function useFormattedPhone(value: string): string | null {
  const [formatted, setFormatted] = useState<{ value: string; text: string } | null>(null);
  useEffect(() => {
    if (!value) return;
    let current = true;
    formatPhoneNumber(value).then(
      (text) => current && setFormatted({ value, text }),
      () => current && setFormatted({ value, text: value }),
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (!value) return '';
  return formatted?.value === value ? formatted.text : null;
}
