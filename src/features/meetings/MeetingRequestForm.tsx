// "Bed om et møde": how to meet, one to three proposed times in Danish business hours, and an optional topic.
// The same rules as the server (domain/meetingTimes.ts, through meetingRequestSchema) run before sending; the
// server's 422 shows under the field it names (`proposed_times.1`, `channel`, `topic`).
import { Form, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import {
  meetingRequestSchema,
  type MeetingRequestValues,
} from '../../../domain/validation/meetings/meetingRequestSchema';
import { useRequestMeetingMutation } from '../../../store/api/meetingsApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { useSubmittedField } from '../../components/Field/useSubmittedField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import {
  MAX_PROPOSED_TIMES,
  MEETING_CHANNELS,
  nextBusinessSlot,
  wallTimeToIso,
  type MeetingChannel,
} from '../../../domain/meetingTimes';
import { firstFieldError, isHttpErrorData, type HttpErrorData } from '../../../store/http/httpError';
import { showToast } from '../../lib/toast';

export function MeetingRequestForm({ lead }: { lead: Lead }) {
  const intl = useIntl();
  const [initialValues] = useState<MeetingRequestValues>(() => ({
    channel: '',
    proposed_times: [nextBusinessSlot(new Date())],
    topic: '',
  }));
  const [requestMeeting, { isLoading, error, reset }] = useRequestMeetingMutation();
  const failure = isHttpErrorData(error) ? error : null;
  const supplier = lead.supplier.name;

  async function submit(values: MeetingRequestValues, helpers: FormikHelpers<MeetingRequestValues>) {
    const result = await requestMeeting({
      leadId: lead.id,
      // The schema has made sure one was chosen.
      channel: values.channel as MeetingChannel,
      topic: values.topic.trim() || null,
      proposed_times: values.proposed_times.map((wall) => wallTimeToIso(wall) as string),
    });
    if ('data' in result) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'meetings.form.sent' }, { supplier }) });
      // The channel stays as chosen; a failed request keeps everything.
      helpers.resetForm({
        values: { channel: values.channel, proposed_times: [nextBusinessSlot(new Date())], topic: '' },
      });
    }
  }

  return (
    <ValidatedFormik<MeetingRequestValues>
      initialValues={initialValues}
      schema={meetingRequestSchema}
      onSubmit={submit}
    >
      {({ handleSubmit }) => (
        <Form
          noValidate
          // Every try starts without the last answer's messages, also one the browser's rules stop.
          onSubmit={(event) => {
            reset();
            handleSubmit(event);
          }}
        >
          <MeetingRequestFields lead={lead} failure={failure} />
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
        </Form>
      )}
    </ValidatedFormik>
  );
}

function MeetingRequestFields({ lead, failure }: { lead: Lead; failure: HttpErrorData | null }) {
  const ids = { channel: useId(), times: useId() };
  const channel = useSubmittedField<MeetingRequestValues['channel']>('channel');
  const times = useSubmittedField<string[]>('proposed_times');
  const topic = useSubmittedField<string>('topic');
  const channelError = channel.error ?? firstFieldError(failure, 'channel');

  return (
    <>
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
              checked={channel.value === value}
              onChange={() => channel.setValue(value)}
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
        {times.value.map((_, index) => (
          <ProposedTime key={index} index={index} inputId={`${ids.times}-${index}`} failure={failure} />
        ))}
        {times.value.length < MAX_PROPOSED_TIMES && (
          <Button
            variant="secondary"
            onClick={() => times.setValue([...times.value, nextBusinessSlot(new Date(), times.value.length + 1)])}
          >
            <FormattedMessage id="meetings.form.addTime" />
          </Button>
        )}
      </fieldset>

      <TextAreaField
        label={<FormattedMessage id="meetings.form.topic" />}
        error={firstFieldError(failure, 'topic')}
        value={topic.value}
        onChange={topic.setValue}
        maxLength={LIMITS.meetingTopic}
        rows={3}
      />
      {lead.is_anonymous && (
        <p className="meetings-muted">
          <FormattedMessage id="meetings.form.anonymity" values={{ supplier: lead.supplier.name }} />
        </p>
      )}
    </>
  );
}

/** One proposed time; changing or removing any time hides every time's message until the next try. */
function ProposedTime({ index, inputId, failure }: { index: number; inputId: string; failure: HttpErrorData | null }) {
  const { setErrors } = useFormikContext<MeetingRequestValues>();
  const times = useSubmittedField<string[]>('proposed_times');
  const time = useSubmittedField<string>(`proposed_times.${index}`);
  const fieldError = time.error ?? firstFieldError(failure, `proposed_times.${index}`);
  return (
    <div className="meeting-time">
      <label htmlFor={inputId} className="meeting-time__label">
        <FormattedMessage id="meetings.form.time" values={{ n: index + 1 }} />
      </label>
      <div className="meeting-time__row">
        <input
          id={inputId}
          type="datetime-local"
          className="meeting-input"
          step={900}
          value={time.value}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          onChange={(event) => {
            time.setValue(event.target.value);
            setErrors({});
          }}
        />
        {index > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              times.setValue(times.value.filter((_, i) => i !== index));
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
}
