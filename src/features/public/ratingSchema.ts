// The rating form's one rule before sending: a number of stars. The comment's length is held by the textarea's
// maxLength (LIMITS.ratingComment), and the server checks both again.
import * as yup from 'yup';

export interface RatingValues {
  stars: number | null;
  comment: string;
  commentPublic: boolean;
}

export const ratingSchema = yup.object({
  stars: yup.number().nullable().required({ id: 'rate.error.stars' }),
});

export const emptyRating: RatingValues = { stars: null, comment: '', commentPublic: false };
