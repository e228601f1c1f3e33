// Leaving an add flow in progress (§3 Asset form draft): the navigation waits while the page asks whether to
// discard what was typed. Moving within the flow's own page (its steps) is not leaving.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { draftReset, leaveCancelled, leaveRequested, selectConfirmRoute } from '../../../store/slices/assetDraftSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';

export function LeaveDraftPrompt() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const confirmRoute = useAppSelector(selectConfirmRoute);
  // Read from the store, not a render's closure: a flow that just saved resets the draft and navigates at once.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.getState().assetDraft.inProgress && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') dispatch(leaveRequested(blocker.location.pathname));
  }, [blocker, dispatch]);
  if (blocker.state !== 'blocked' || confirmRoute === null) return null;
  return (
    <Alert tone="warning" live={false}>
      <div role="alertdialog" aria-labelledby="leave-draft-question">
        <p id="leave-draft-question">
          <FormattedMessage id="economy.draft.leaveAsk" />
        </p>
        <div className="economy-actions">
          <Button
            variant="danger"
            onClick={() => {
              dispatch(draftReset());
              blocker.proceed();
            }}
          >
            <FormattedMessage id="economy.draft.leave" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(leaveCancelled());
              blocker.reset();
            }}
          >
            <FormattedMessage id="economy.draft.stay" />
          </Button>
        </div>
      </div>
    </Alert>
  );
}
