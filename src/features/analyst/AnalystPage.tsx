// /analyst: analysts open a recorded wizard session, from a file or a stored request, and step through
// its replay; below, the figures per step across the stored recordings. Everything runs in the page with the
// app's own code: no inspector or other service from outside. The API answers users without the analyst role 403,
// which the HTTP client turns into the forbidden page.
import { Form } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionTimeline, type SessionTimeline } from '../../../machines/analysis';
import {
  useGetRecordingsQuery,
  useGetStepStatisticsQuery,
  useLazyGetRecordingQuery,
} from '../../../store/api/analystApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useSubmittedField } from '../../components/Field/useSubmittedField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { isHttpErrorData } from '../../../store/http/httpError';
import { SessionView } from './SessionView';
import { StepStatisticsTable } from './StepStatisticsTable';
import {
  noStoredRecording,
  requestNumber,
  storedRecordingSchema,
  type StoredRecordingValues,
} from './storedRecordingSchema';
import './analyst.css';
import { formatDate } from '../../lib/format';

/** A recording file is a few hundred kilobytes at most (5,000 events); beyond this it is not one. */
export const MAX_RECORDING_FILE_BYTES = 20 * 1024 * 1024;

/** The file's text; FileReader rather than Blob.text(), which older browsers (and jsdom) lack. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

interface Opened {
  title: string;
  timeline: SessionTimeline;
}

export function AnalystPage() {
  const intl = useIntl();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.analyst.title" />}
        description={<FormattedMessage id="analyst.intro" />}
      />
      <OpenRecording
        onOpened={(value) => {
          setFailure(null);
          setOpened(value);
        }}
        onFailure={(message) => {
          setOpened(null);
          setFailure(message);
        }}
      />
      {failure ? (
        <Alert tone="error" live>
          {failure}
        </Alert>
      ) : null}
      {opened ? (
        <SessionView key={opened.title} timeline={opened.timeline} title={opened.title} />
      ) : (
        <p className="analyst-muted">{intl.formatMessage({ id: 'analyst.nothingOpen' })}</p>
      )}
      <Statistics />
    </>
  );
}

function OpenRecording({
  onOpened,
  onFailure,
}: {
  onOpened: (opened: Opened) => void;
  onFailure: (message: string) => void;
}) {
  const intl = useIntl();
  const fileId = useId();
  const list = useGetRecordingsQuery();
  const [fetchRecording, { isFetching }] = useLazyGetRecordingQuery();

  async function openStored(rfqId: number) {
    const result = await fetchRecording(rfqId);
    if (result.data) {
      const timeline = sessionTimeline(result.data.recording);
      if (timeline) onOpened({ title: intl.formatMessage({ id: 'analyst.session.stored' }, { id: rfqId }), timeline });
      else onFailure(intl.formatMessage({ id: 'analyst.error.notRecording' }));
      return;
    }
    const status = isHttpErrorData(result.error) ? result.error.status : 0;
    onFailure(
      intl.formatMessage({ id: status === 404 ? 'analyst.error.noRecording' : 'analyst.error.load' }, { id: rfqId }),
    );
  }

  // async: Formik ends a submit (isSubmitting) only when its handler returns a promise.
  async function submit({ rfq }: StoredRecordingValues) {
    // The schema let only a request number through.
    void openStored(requestNumber(rfq) as number);
  }

  async function openFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_RECORDING_FILE_BYTES) {
      onFailure(intl.formatMessage({ id: 'analyst.error.fileTooLarge' }));
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readText(file));
    } catch {
      onFailure(intl.formatMessage({ id: 'analyst.error.notJson' }, { name: file.name }));
      return;
    }
    const timeline = sessionTimeline(raw);
    if (timeline) onOpened({ title: file.name, timeline });
    else onFailure(intl.formatMessage({ id: 'analyst.error.notRecording' }));
  }

  return (
    <Card title={<FormattedMessage id="analyst.open.title" />}>
      <div className="analyst-open">
        <ValidatedFormik<StoredRecordingValues>
          initialValues={noStoredRecording}
          schema={storedRecordingSchema}
          onSubmit={submit}
        >
          <StoredRecordingForm loading={isFetching} />
        </ValidatedFormik>
        <div className="analyst-open__file">
          <label htmlFor={fileId}>
            <FormattedMessage id="analyst.open.fileLabel" />
          </label>
          <input id={fileId} type="file" accept="application/json,.json" onChange={(e) => void openFile(e)} />
        </div>
      </div>
      <h3 className="analyst-subheading">
        <FormattedMessage id="analyst.latest.title" />
      </h3>
      {list.isLoading ? (
        <LoadingState inline />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.recordings.length > 0 ? (
        <ul className="analyst-latest">
          {list.data.recordings.map((r) => (
            <li key={r.rfq_id}>
              <Button variant="ghost" size="sm" onClick={() => void openStored(r.rfq_id)}>
                <FormattedMessage
                  id="analyst.latest.item"
                  values={{
                    id: r.rfq_id,
                    events: r.events,
                    date: formatDate(r.created_at, intl.locale, 'dateTime'),
                  }}
                />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="analyst.latest.none" />
        </p>
      )}
    </Card>
  );
}

/** The request number's form; its message stays until the next submit. */
function StoredRecordingForm({ loading }: { loading: boolean }) {
  const ids = { rfq: useId(), rfqError: useId() };
  const rfq = useSubmittedField<string>('rfq', { clearErrorOnChange: false });
  return (
    <Form className="analyst-open__form" noValidate>
      <label htmlFor={ids.rfq}>
        <FormattedMessage id="analyst.open.rfqLabel" />
      </label>
      <div className="analyst-open__row">
        <input
          id={ids.rfq}
          className="analyst-input"
          inputMode="numeric"
          autoComplete="off"
          value={rfq.value}
          onChange={(e) => rfq.setValue(e.target.value)}
          aria-invalid={rfq.error ? true : undefined}
          aria-describedby={rfq.error ? ids.rfqError : undefined}
        />
        <Button type="submit" loading={loading}>
          <FormattedMessage id="analyst.open.submit" />
        </Button>
      </div>
      {rfq.error ? (
        <p id={ids.rfqError} className="analyst-error" role="alert">
          {rfq.error}
        </p>
      ) : null}
    </Form>
  );
}

function Statistics() {
  const { data, isLoading, isError, error, refetch } = useGetStepStatisticsQuery();
  return (
    <Card title={<FormattedMessage id="analyst.stats.title" />}>
      {isLoading ? (
        <LoadingState inline />
      ) : isError || !data ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <StepStatisticsTable statistics={data} />
      )}
    </Card>
  );
}
