// Stars 1–5 as a native radio group (arrow keys move between stars, as with any radio group) and a comment.
import { FailureText } from '../../components/FailureText/FailureText';
import { Form } from 'formik';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import { RATINGS_SHOWN_FROM } from '../../../domain/supplierReputation';
import type { RatedSupplier } from '../../../store/api/ratingsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { useSubmittedField } from '../../components/Field/useSubmittedField';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import { firstFieldError, type HttpErrorData } from '../../../store/http/httpError';
import { emptyRating, ratingSchema, type RatingValues } from './ratingSchema';
import './RatingForm.css';

const STARS = [1, 2, 3, 4, 5] as const;
const MAX_COMMENT = LIMITS.ratingComment;

type Props = {
  supplier: RatedSupplier;
  sending: boolean;
  error: HttpErrorData | null;
  onSubmit: (stars: number, comment: string, commentPublic: boolean) => void;
};

export function RatingForm({ supplier, sending, error, onSubmit }: Props) {
  // What was typed stays after a failed send: the page keeps this form mounted and shows the server's answer.
  return (
    <ValidatedFormik<RatingValues>
      initialValues={emptyRating}
      schema={ratingSchema}
      // async: Formik ends a submit (isSubmitting) only when its handler returns a promise.
      onSubmit={async ({ stars, comment, commentPublic }) => {
        // The schema let only a number of stars through.
        onSubmit(stars as number, comment.trim(), commentPublic && comment.trim() !== '');
      }}
    >
      <RatingFields supplier={supplier} sending={sending} error={error} />
    </ValidatedFormik>
  );
}

function RatingFields({ supplier, sending, error }: Omit<Props, 'onSubmit'>) {
  const ids = { stars: useId(), starsError: useId() };
  const stars = useSubmittedField<number | null>('stars');
  const comment = useSubmittedField<string>('comment');
  const commentPublic = useSubmittedField<boolean>('commentPublic');
  const starsError = stars.error ?? firstFieldError(error, 'stars');
  const commentError = firstFieldError(error, 'comment');

  return (
    <Form className="rating-form" noValidate>
      {supplier.logo && <img className="rating-form__logo" src={supplier.logo} alt="" />}
      <p>
        <FormattedMessage id="rate.intro" values={{ supplier: supplier.name }} />
      </p>
      <fieldset className="star-rating" aria-describedby={starsError ? ids.starsError : undefined}>
        <legend className="star-rating__legend">
          <FormattedMessage id="rate.stars.legend" />
        </legend>
        <div className="star-rating__stars">
          {STARS.map((value) => (
            <label
              key={value}
              className={`star-rating__star${stars.value !== null && value <= stars.value ? ' star-rating__star--on' : ''}`}
            >
              <input
                className="star-rating__input"
                type="radio"
                name={ids.stars}
                value={value}
                checked={stars.value === value}
                onChange={() => stars.setValue(value)}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2.5l2.9 6.2 6.8.7-5.1 4.6 1.4 6.7L12 17.3l-6 3.4 1.4-6.7-5.1-4.6 6.8-.7z" />
              </svg>
              <span className="visually-hidden">
                <FormattedMessage id="rate.stars.option" values={{ stars: value }} />
              </span>
            </label>
          ))}
        </div>
        <p className="star-rating__chosen" aria-hidden="true">
          {stars.value !== null && <FormattedMessage id={`rate.stars.word.${stars.value}`} />}
        </p>
        {starsError && (
          <p id={ids.starsError} className="rating-form__error" role="alert">
            {starsError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={<FormattedMessage id="rate.comment.label" />}
        hint={<FormattedMessage id="rate.comment.hint" values={{ max: MAX_COMMENT }} />}
        error={commentError}
        value={comment.value}
        onChange={comment.setValue}
        maxLength={MAX_COMMENT}
        rows={5}
      />
      <label className="rating-form__consent">
        <input
          type="checkbox"
          checked={commentPublic.value}
          onChange={(event) => commentPublic.setValue(event.target.checked)}
        />
        <FormattedMessage id="rate.commentPublic" />
      </label>
      <p className="rating-form__note">
        <FormattedMessage id="rate.shownNote" values={{ min: RATINGS_SHOWN_FROM }} />
      </p>
      {error && error.status !== 422 && (
        <Alert tone="error">
          <FailureText error={error} fallback={<FormattedMessage id="rate.submitFailed" />} />
        </Alert>
      )}
      <Button type="submit" loading={sending}>
        <FormattedMessage id="rate.submit" />
      </Button>
    </Form>
  );
}
