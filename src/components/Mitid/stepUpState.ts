// What a page needs to know of a step-up before it shows one: whether the server asked for it, and which step the
// round trip came back confirmed for. Apart from the prompt (MitidStepUp.tsx) so a page can load that on demand.
import { useLocation } from 'react-router-dom';
import { MITID_CONFIRMATION_REQUIRED } from '../../../domain/mitid';
import { isHttpErrorData } from '../../../store/http/httpError';

export const STEP_PARAM = 'step';

/** The server's 403 asking for a fresh MitID confirmation first. */
export function isMitidConfirmationRequired(error: unknown): boolean {
  return isHttpErrorData(error) && error.status === 403 && error.code === MITID_CONFIRMATION_REQUIRED;
}

/** The step the round trip came back confirmed for (`?mitid=confirmed&step=…`), or null. */
export function useConfirmedStep(): string | null {
  const params = new URLSearchParams(useLocation().search);
  return params.get('mitid') === 'confirmed' ? params.get(STEP_PARAM) : null;
}
