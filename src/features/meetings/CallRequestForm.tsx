// "Bliv ringet op": the customer's Danish phone number and the window that suits them. The §5 phone_number rule
// (domain/validation) checks the number before sending; the server checks it again and answers 422 under `phone`.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import { useRequestCallMutation } from '../../../store/api/meetingsApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { CALL_WINDOW_NAMES, type CallWindow } from '../../../domain/meetingTimes';
import { firstFieldError, isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';
import { isPhoneNumberOf } from '../../../domain/validation/phoneNumber';

export function CallRequestForm({ lead, focusOnMount = false }: { lead: Lead; focusOnMount?: boolean }) {
  const intl = useIntl();
  const ids = { phone: useId(), window: useId() };
  const [phone, setPhone] = useState('');
  const [callWindow, setCallWindow] = useState<CallWindow>('morning');
  const phoneRef = useRef<HTMLInputElement>(null);
  // Focus the number when the customer came for this form ("Bliv ringet op" on the lead's page).
  // After the layout's own move of focus to the new page (its effect runs after this one).
  useEffect(() => {
    if (!focusOnMount) return;
    const timer = setTimeout(() => phoneRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusOnMount]);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [requestCall, { isLoading, error, reset }] = useRequestCallMutation();
  const failure = isHttpErrorData(error) ? error : null;
  const supplier = lead.supplier.name;
  const shownPhoneError = phoneError ?? firstFieldError(failure, 'phone');

  async function submit(event: FormEvent) {
    event.preventDefault();
    reset();
    const text = phone.trim();
    const problem = !text
      ? 'validation.required'
      : (await isPhoneNumberOf(text, 'DK'))
        ? null
        : 'validation.phone_number';
    setPhoneError(problem ? intl.formatMessage({ id: problem }) : null);
    if (problem) return;
    const result = await requestCall({ leadId: lead.id, phone: text, preferred_window: callWindow });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'meetings.call.sent' }, { supplier }) });
      setPhone('');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="meetings-muted">
        <FormattedMessage id="meetings.call.intro" values={{ supplier }} />
      </p>
      <div className="meeting-time">
        <label htmlFor={ids.phone} className="meeting-time__label">
          <FormattedMessage id="meetings.call.phone" />
        </label>
        <input
          id={ids.phone}
          type="tel"
          className="meeting-input"
          autoComplete="tel"
          inputMode="tel"
          maxLength={LIMITS.phone}
          value={phone}
          ref={phoneRef}
          aria-invalid={shownPhoneError ? true : undefined}
          aria-describedby={shownPhoneError ? `${ids.phone}-error` : undefined}
          onChange={(event) => {
            setPhone(event.target.value);
            setPhoneError(null);
          }}
        />
        {shownPhoneError && (
          <p id={`${ids.phone}-error`} className="meeting-error" role="alert">
            {shownPhoneError}
          </p>
        )}
      </div>
      <fieldset className="meeting-choices">
        <legend className="meeting-choices__legend">
          <FormattedMessage id="meetings.call.window" />
        </legend>
        {CALL_WINDOW_NAMES.map((value) => (
          <label key={value} className="meeting-choices__option">
            <input
              type="radio"
              name={ids.window}
              value={value}
              checked={callWindow === value}
              onChange={() => setCallWindow(value)}
            />
            <span>
              <FormattedMessage id={`meetings.call.windows.${value}`} />
            </span>
          </label>
        ))}
      </fieldset>
      {failure && failure.status !== 422 && (
        <Alert tone="error">
          {failure.status === 409 ? failure.message : <FormattedMessage id="meetings.form.failed" />}
        </Alert>
      )}
      <div className="meetings-actions">
        <Button type="submit" loading={isLoading}>
          <FormattedMessage id="meetings.call.submit" />
        </Button>
      </div>
    </form>
  );
}
