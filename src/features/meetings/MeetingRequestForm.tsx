// "Bed om et møde": how to meet, one to three proposed times in Danish business hours, and an optional topic.
// The same rules as the server (domain/meetingTimes.ts) run before sending; the server's 422 shows under the
// field it names (`proposed_times.1`, `channel`, `topic`).
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import { useRequestMeetingMutation } from '../../../store/api/meetingsApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import {
  MAX_PROPOSED_TIMES,
  MEETING_CHANNELS,
  meetingTimeProblem,
  nextBusinessSlot,
  wallTimeToIso,
  type MeetingChannel,
} from '../../../domain/meetingTimes';
import { firstFieldError, isHttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';

type Errors = Record<string, string>;

export function MeetingRequestForm({ lead }: { lead: Lead }) {
  const intl = useIntl();
  const ids = { channel: useId(), times: useId() };
  const [channel, setChannel] = useState<MeetingChannel>('video');
  const [times, setTimes] = useState<string[]>(() => [nextBusinessSlot(new Date())]);
  const [topic, setTopic] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [requestMeeting, { isLoading, error, reset }] = useRequestMeetingMutation();
  const failure = isHttpErrorData(error) ? error : null;
  const supplier = lead.supplier.name;

  function validate(): Errors {
    const found: Errors = {};
    const now = new Date();
    const seen = new Set<string>();
    times.forEach((wall, index) => {
      const key = `proposed_times.${index}`;
      const iso = wall ? wallTimeToIso(wall) : null;
      if (!wall) found[key] = intl.formatMessage({ id: 'validation.required' });
      else if (!iso) found[key] = intl.formatMessage({ id: 'validation.meetingTime.invalid' });
      else {
        const problem = meetingTimeProblem(iso, now);
        if (problem) found[key] = intl.formatMessage({ id: problem });
        else if (seen.has(iso)) found[key] = intl.formatMessage({ id: 'validation.meetingTime.duplicate' });
        seen.add(iso);
      }
    });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    reset();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await requestMeeting({
      leadId: lead.id,
      channel,
      topic: topic.trim() || null,
      proposed_times: times.map((wall) => wallTimeToIso(wall) as string),
    });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'meetings.form.sent' }, { supplier }) });
      setTimes([nextBusinessSlot(new Date())]);
      setTopic('');
    }
  }

  const errorOf = (key: string) => errors[key] ?? firstFieldError(failure, key);
  const channelError = errorOf('channel');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="meeting-choices" aria-describedby={channelError ? `${ids.channel}-error` : undefined}>
        <legend className="meeting-choices__legend">
          <FormattedMessage id="meetings.form.channel" />
        </legend>
        {MEETING_CHANNELS.map((value) => (
          <label key={value} className="meeting-choices__option">
            <input
              type="radio"
              name={ids.channel}
              value={value}
              checked={channel === value}
              onChange={() => setChannel(value)}
            />
            <span>
              <FormattedMessage id={`meetings.channel.${value}`} />
            </span>
          </label>
        ))}
        {channelError && (
          <p id={`${ids.channel}-error`} className="meeting-error" role="alert">
            {channelError}
          </p>
        )}
      </fieldset>

      <fieldset className="meeting-times" aria-describedby={`${ids.times}-hint`}>
        <legend className="meeting-choices__legend">
          <FormattedMessage id="meetings.form.times" />
        </legend>
        <p id={`${ids.times}-hint`} className="meetings-muted">
          <FormattedMessage id="meetings.form.timesHint" />
        </p>
        {times.map((wall, index) => {
          const key = `proposed_times.${index}`;
          const inputId = `${ids.times}-${index}`;
          const fieldError = errorOf(key);
          return (
            <div key={index} className="meeting-time">
              <label htmlFor={inputId} className="meeting-time__label">
                <FormattedMessage id="meetings.form.time" values={{ n: index + 1 }} />
              </label>
              <div className="meeting-time__row">
                <input
                  id={inputId}
                  type="datetime-local"
                  className="meeting-input"
                  step={900}
                  value={wall}
                  required
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${inputId}-error` : undefined}
                  onChange={(event) => {
                    const next = [...times];
                    next[index] = event.target.value;
                    setTimes(next);
                    setErrors({});
                  }}
                />
                {index > 0 && (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setTimes(times.filter((_, i) => i !== index));
                      setErrors({});
                    }}
                  >
                    <FormattedMessage id="meetings.form.removeTime" values={{ n: index + 1 }} />
                  </Button>
                )}
              </div>
              {fieldError && (
                <p id={`${inputId}-error`} className="meeting-error" role="alert">
                  {fieldError}
                </p>
              )}
            </div>
          );
        })}
        {times.length < MAX_PROPOSED_TIMES && (
          <Button
            variant="secondary"
            onClick={() => setTimes([...times, nextBusinessSlot(new Date(), times.length + 1)])}
          >
            <FormattedMessage id="meetings.form.addTime" />
          </Button>
        )}
      </fieldset>

      <TextAreaField
        label={<FormattedMessage id="meetings.form.topic" />}
        error={errorOf('topic')}
        value={topic}
        onChange={setTopic}
        maxLength={LIMITS.meetingTopic}
        rows={3}
      />
      {lead.is_anonymous && (
        <p className="meetings-muted">
          <FormattedMessage id="meetings.form.anonymity" values={{ supplier }} />
        </p>
      )}
      {failure && failure.status !== 422 && (
        <Alert tone="error">
          {failure.status === 409 ? failure.message : <FormattedMessage id="meetings.form.failed" />}
        </Alert>
      )}
      <div className="meetings-actions">
        <Button type="submit" loading={isLoading}>
          <FormattedMessage id="meetings.form.submit" />
        </Button>
      </div>
    </form>
  );
}
