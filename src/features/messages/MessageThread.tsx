// One lead's conversation (spec §4): the newest page first, older pages prepended as the customer
// scrolls up (or presses "show older"), new messages appended once each, the lender's unread messages marked
// read once the thread is on screen, and a box to write in. Realtime `message.created` refetches the pages.
import { FailureText } from '../../components/FailureText/FailureText';
import { Form, type FormikHelpers } from 'formik';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import {
  useGetLeadMessagesInfiniteQuery,
  useMarkMessagesReadMutation,
  useSendMessageMutation,
  type Message,
} from '../../../store/api/messagesApi';
import type { Lead } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { useSubmittedField } from '../../components/Field/useSubmittedField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import { firstFieldError, isHttpErrorData } from '../../../store/http/httpError';
import { openThread } from '../../lib/realtime/openThreads';
import { emptyReply, replySchema, type ReplyValues } from './replySchema';
import { threadMessages, unreadFromLender } from './threadOrder';
import './messages.css';

/** How close to the top (px) the customer scrolls before the next older page loads. */
const LOAD_OLDER_AT = 80;
/** How close to the bottom (px) still counts as "reading the newest", so a new message scrolls into view. */
const FOLLOW_NEWEST_WITHIN = 120;

export function MessageThread({ lead }: { lead: Lead }) {
  const intl = useIntl();
  const query = useGetLeadMessagesInfiniteQuery(lead.id);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isLoading, isError, error, refetch } = query;
  const messages = useMemo(() => threadMessages(data?.pages), [data]);
  const logRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ oldest: number; newest: number; height: number } | null>(null);

  useEffect(() => openThread(lead.id), [lead.id]);
  useMarkReadWhenSeen(lead.id, messages);

  // Older messages prepended keep the customer's place; a new one at the end scrolls into view when the customer
  // was reading the newest (or wrote it).
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || messages.length === 0) return;
    const oldest = messages[0].id;
    const newest = messages[messages.length - 1];
    const before = seen.current;
    if (!before) log.scrollTop = log.scrollHeight;
    else if (oldest < before.oldest) log.scrollTop += log.scrollHeight - before.height;
    else if (newest.id > before.newest) {
      const wasAtEnd = before.height - log.scrollTop - log.clientHeight < FOLLOW_NEWEST_WITHIN;
      if (wasAtEnd || newest.sender === 'customer') log.scrollTop = log.scrollHeight;
    }
    seen.current = { oldest, newest: newest.id, height: log.scrollHeight };
  }, [messages]);

  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  if (isLoading) return <LoadingState />;
  if (isError && !data) return <LoadError error={error} onRetry={() => void refetch()} />;

  const lenderName = lead.handler?.name ?? lead.supplier.name;
  return (
    <div className="thread">
      <div
        ref={logRef}
        className="thread__log"
        role="log"
        // A scrolling log must take keyboard focus, or keyboard users cannot scroll back (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'messages.thread.label' }, { supplier: lead.supplier.name })}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < LOAD_OLDER_AT) loadOlder();
        }}
      >
        {hasNextPage ? (
          <div className="thread__older">
            <Button variant="ghost" size="sm" onClick={loadOlder} loading={isFetchingNextPage}>
              <FormattedMessage id="messages.thread.older" />
            </Button>
          </div>
        ) : (
          messages.length > 0 && (
            <p className="thread__start">
              <FormattedMessage id="messages.thread.start" />
            </p>
          )
        )}
        {messages.length === 0 ? (
          <p className="thread__empty">
            <FormattedMessage id="messages.thread.empty" values={{ supplier: lead.supplier.name }} />
          </p>
        ) : (
          <ol className="thread__list">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} lenderName={lenderName} />
            ))}
          </ol>
        )}
      </div>
      <ComposeForm lead={lead} />
    </div>
  );
}

function MessageItem({ message, lenderName }: { message: Message; lenderName: string }) {
  const own = message.sender === 'customer';
  const unread = !own && message.read_at === null;
  return (
    <li className={`thread__message thread__message--${own ? 'own' : 'lender'}`}>
      <p className="thread__author">
        {own ? <FormattedMessage id="messages.thread.you" /> : lenderName}
        {unread && (
          <span className="thread__new">
            <FormattedMessage id="messages.thread.new" />
          </span>
        )}
      </p>
      <p className="thread__body">{message.body}</p>
      <p className="thread__time">
        <DateDisplay value={message.created_at} dateStyle="dateTime" />
      </p>
    </li>
  );
}

/** Marks the lender's messages read while the thread is on screen in a visible tab; once per newest unread one. */
function useMarkReadWhenSeen(leadId: number, messages: readonly Message[]) {
  const [markRead] = useMarkMessagesReadMutation();
  const marked = useRef(0);
  const unread = unreadFromLender(messages);
  const newestUnread = unread.length ? unread[unread.length - 1].id : 0;
  useEffect(() => {
    if (newestUnread === 0) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current >= newestUnread) return;
      marked.current = newestUnread;
      void markRead(leadId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [leadId, newestUnread, markRead]);
}

function ComposeForm({ lead }: { lead: Lead }) {
  const [send, { isLoading, error, reset }] = useSendMessageMutation();
  const failure = isHttpErrorData(error) ? error : null;
  const otherFailure = error && !(failure?.status === 422);

  // A failed send keeps the text: only a sent message empties the box.
  async function submit({ body }: ReplyValues, helpers: FormikHelpers<ReplyValues>) {
    if (isLoading) return;
    const result = await send({ leadId: lead.id, body });
    if ('data' in result) {
      helpers.resetForm();
      reset();
    } else if (isHttpErrorData(result.error) && result.error.status === 422) {
      const text = firstFieldError(result.error, 'body') ?? result.error.message;
      // The server's text, translated already: useSubmittedField shows it as it is.
      helpers.setFieldError('body', text);
    }
  }

  return (
    <ValidatedFormik<ReplyValues> initialValues={emptyReply} schema={replySchema} onSubmit={submit}>
      {({ values }) => (
        <Form className="thread__compose" noValidate>
          <ReplyField lead={lead} />
          {otherFailure && (
            <Alert tone="error">
              {failure && failure.status !== 0 ? (
                <FailureText error={failure} fallback={<FormattedMessage id="messages.compose.failed" />} />
              ) : (
                <FormattedMessage id="messages.compose.offline" />
              )}
            </Alert>
          )}
          <div className="thread__actions">
            <span className="thread__count" aria-hidden="true">
              {values.body.length} / {LIMITS.messageBody}
            </span>
            <Button type="submit" loading={isLoading}>
              <FormattedMessage id="messages.compose.send" />
            </Button>
          </div>
        </Form>
      )}
    </ValidatedFormik>
  );
}

function ReplyField({ lead }: { lead: Lead }) {
  const body = useSubmittedField<string>('body');
  return (
    <TextAreaField
      label={<FormattedMessage id="messages.compose.label" values={{ supplier: lead.supplier.name }} />}
      hint={
        <FormattedMessage
          id={lead.is_anonymous ? 'messages.compose.hintAnonymous' : 'messages.compose.hint'}
          values={{ max: LIMITS.messageBody }}
        />
      }
      error={body.error}
      value={body.value}
      onChange={body.setValue}
      maxLength={LIMITS.messageBody}
      rows={3}
    />
  );
}
