// A phone number as people write it ("+45 40 12 34 56"), grouped by libphonenumber-js once its chunk has loaded;
// until then, and for text that is no number, exactly as stored.
import { useEffect, useState } from 'react';
import { formatPhoneNumber } from '../../../domain/validation/phoneNumber';

export function PhoneDisplay({ value }: { value: string }) {
  const [formatted, setFormatted] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    formatPhoneNumber(value).then(
      (text) => current && setFormatted(text),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value]);
  return <span>{formatted ?? value}</span>;
}
