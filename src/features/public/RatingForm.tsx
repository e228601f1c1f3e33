// Stars 1–5 as a native radio group (arrow keys move between stars, as with any radio group) and a comment.
import { FailureText } from '../../components/FailureText/FailureText';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../domain/limits';
import { RATINGS_SHOWN_FROM } from '../../../domain/supplierReputation';
import type { RatedSupplier } from '../../../store/api/ratingsApi';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField';
import { firstFieldError, type HttpErrorData } from '../../../store/http/httpError';
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
  const intl = useIntl();
  const ids = { stars: useId(), starsError: useId() };
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [commentPublic, setCommentPublic] = useState(false);
  const [missingStars, setMissingStars] = useState(false);
  const starsError = missingStars ? intl.formatMessage({ id: 'rate.error.stars' }) : firstFieldError(error, 'stars');
  const commentError = firstFieldError(error, 'comment');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setMissingStars(true);
      return;
    }
    onSubmit(stars, comment.trim(), commentPublic && comment.trim() !== '');
  }

  return (
    <form className="rating-form" onSubmit={submit} noValidate>
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
              className={`star-rating__star${stars !== null && value <= stars ? ' star-rating__star--on' : ''}`}
            >
              <input
                className="star-rating__input"
                type="radio"
                name={ids.stars}
                value={value}
                checked={stars === value}
                onChange={() => {
                  setStars(value);
                  setMissingStars(false);
                }}
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
          {stars !== null && <FormattedMessage id={`rate.stars.word.${stars}`} />}
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
        value={comment}
        onChange={setComment}
        maxLength={MAX_COMMENT}
        rows={5}
      />
      <label className="rating-form__consent">
        <input type="checkbox" checked={commentPublic} onChange={(event) => setCommentPublic(event.target.checked)} />
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
    </form>
  );
}
