// "Bed om et møde": each proposed time, as typed in a datetime-local field (Copenhagen wall-clock time), must be
// given, be a time, and pass the rules the server checks again (proposedTimeProblems: notice, business hours,
// holidays, not twice). The server answers 422 under `proposed_times.N`, `channel` or `topic`.
import * as yup from 'yup';
import { MEETING_CHANNELS, proposedTimeProblems, wallTimeToIso, type MeetingChannel } from '../../meetingTimes';

export interface MeetingRequestValues {
  /** None until the customer chooses: a request never claims a way to meet she did not pick. */
  channel: MeetingChannel | '';
  /** Wall-clock times, `2026-11-24T10:00`. */
  proposed_times: string[];
  topic: string;
}

/** The message id for the proposed time at `index` among `walls`, or null when it can be proposed. */
function proposedWallTimeProblem(walls: readonly (string | undefined)[], index: number): string | null {
  const wall = walls[index];
  if (!wall) return 'validation.required';
  if (!wallTimeToIso(wall)) return 'validation.meetingTime.invalid';
  // A blank or unreadable time stands as '' so it is never the same time as another.
  const isos = walls.map((each) => (each ? (wallTimeToIso(each) ?? '') : ''));
  return proposedTimeProblems(isos, new Date())[index];
}

export const meetingRequestSchema = yup.object({
  channel: yup
    .string()
    .oneOf(MEETING_CHANNELS, { id: 'validation.meetingChannel' })
    .required({ id: 'validation.meetingChannel' }),
  // One test over the list, as a time's problem depends on the others; each message goes under its own time.
  proposed_times: yup.array(yup.string()).test('proposed-times', function check(walls = []) {
    const errors = walls.flatMap((_, index) => {
      const problem = proposedWallTimeProblem(walls, index);
      return problem ? [this.createError({ path: `${this.path}.${index}`, message: { id: problem } })] : [];
    });
    return errors.length === 0 || new yup.ValidationError(errors);
  }),
});
