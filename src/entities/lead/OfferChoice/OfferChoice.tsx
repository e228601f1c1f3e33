// Choosing a lead's offer, on the comparison and on the lead's page: until when it stands (expired offers marked
// and not choosable), "Choose this offer" with its confirmation, the chosen offer marked with an undo while the
// lender has not acknowledged (then the way to the documents it asks for), and an offer the customer turned down
// by choosing another marked in the words of its status, without a validity: it is no longer hers to take. A refusal (the offer was revised, expired or another was chosen meanwhile) shows the
// server's message; the data refetches.
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../../store/api/rfqsApi';
import { useAcceptOfferMutation, useUndoAcceptanceMutation } from '../../../../store/api/acceptanceApi';
import { isHttpErrorData } from '../../../../store/http/httpError';
import { lostToAnotherOffer } from '../../../../domain/leadProgress';
import { paths } from '../../../../domain/paths';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { DateDisplay } from '../../../components/DateDisplay/DateDisplay';
import { Link } from '../../../components/Link/Link';
import { isMitidConfirmationRequired, useConfirmedStep } from '../../../components/Mitid/stepUpState';
import './acceptance.css';

// The confirmation (Radix's dialog) is fetched on the click that opens it: the comparison's first screen shows the
// buttons only. A named export: under jest's ESM mode a CommonJS-compiled default export would arrive wrapped twice.
const ChoiceDialog = lazy(() =>
  import(/* webpackChunkName: "choice-dialog" */ './ChoiceDialog').then((module) => ({
    default: module.ChoiceDialog,
  })),
);

// MitID's prompt and note are fetched when the server asks for a confirmation or the page returns from one: most
// customers choosing an offer are not linked to MitID.
const MitidStepUpPrompt = lazy(() =>
  import(/* webpackChunkName: "mitid-step-up" */ '../../../components/Mitid/MitidStepUp').then((module) => ({
    default: module.MitidStepUpPrompt,
  })),
);
const MitidConfirmedNote = lazy(() =>
  import(/* webpackChunkName: "mitid-step-up" */ '../../../components/Mitid/MitidStepUp').then((module) => ({
    default: module.MitidConfirmedNote,
  })),
);

function refusalOf(error: unknown): string | null {
  return isHttpErrorData(error) ? error.message : null;
}

type OfferChoiceProps = {
  lead: Lead;
  siblings: readonly Lead[];
  /** The request was closed (aborted or outdated): nothing on it can be chosen any more (§4). */
  requestClosed: boolean;
};

export function OfferChoice({ lead, siblings, requestClosed }: OfferChoiceProps) {
  // Back from "Confirm with MitID" for this choice: the dialog opens again, to be confirmed within the minutes.
  const step = `choose-${lead.id}`;
  const confirmedStep = useConfirmedStep() === step;
  const [open, setOpen] = useState(confirmedStep);
  const [needsMitid, setNeedsMitid] = useState<string | null>(null);
  const [accept, accepting] = useAcceptOfferMutation();
  const [undo, undoing] = useUndoAcceptanceMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const offer = lead.offer;
  if (!offer) return null;
  const anotherChosen = siblings.some((l) => l.id !== lead.id && l.status === 'won');
  const turnedDown = lostToAnotherOffer(lead);
  const choice = { leadId: lead.id, rfqId: lead.rfq_id };

  async function confirm() {
    setRefusal(null);
    setNeedsMitid(null);
    const result = await accept({ ...choice, offerVersion: offer?.version ?? 0 });
    setOpen(false);
    if ('error' in result && isMitidConfirmationRequired(result.error)) setNeedsMitid(refusalOf(result.error) ?? '');
    else if ('error' in result) setRefusal(refusalOf(result.error));
  }
  async function undoChoice() {
    setRefusal(null);
    const result = await undo(choice);
    if ('error' in result) setRefusal(refusalOf(result.error));
  }

  return (
    <div className="offer-choice" data-testid={`offer-choice-${lead.id}`}>
      {turnedDown ? null : (
        <p className="offer-choice__validity">
          {offer.expired ? (
            <span className="offer-choice__expired">
              <FormattedMessage
                id="acceptance.expired"
                values={{ date: <DateDisplay value={offer.valid_until} dateStyle="long" /> }}
              />
            </span>
          ) : (
            <FormattedMessage
              id="acceptance.validUntil"
              values={{ date: <DateDisplay value={offer.valid_until} dateStyle="long" /> }}
            />
          )}
        </p>
      )}
      {lead.status === 'won' ? (
        <div className="offer-choice__chosen">
          <p className="offer-choice__mark offer-choice__mark--chosen">
            <FormattedMessage id="acceptance.chosen" />
          </p>
          {lead.acknowledged_at ? (
            <>
              <p>
                {/* Once the agreement is signed, undoing is the withdrawal the agreement card offers, not a message. */}
                <FormattedMessage
                  id={lead.agreement ? 'acceptance.acknowledgedSigned' : 'acceptance.acknowledged'}
                  values={{ supplier: lead.supplier.name }}
                />
              </p>
              <Link to={paths.lead.documents.getHref(lead.rfq_id, lead.id)}>
                <FormattedMessage id="acceptance.documentsLink" values={{ supplier: lead.supplier.name }} />
              </Link>
            </>
          ) : (
            <Button variant="secondary" size="sm" onClick={undoChoice} loading={undoing.isLoading}>
              <FormattedMessage id="acceptance.undo" />
            </Button>
          )}
        </div>
      ) : turnedDown ? (
        <p className="offer-choice__mark">
          <FormattedMessage id="leadStatus.otherChosen" />
        </p>
      ) : lead.status === 'open' && !offer.expired && !anotherChosen && !requestClosed ? (
        <>
          {/* A boundary only when one is shown: the server's HTML of the choice has none to hydrate. */}
          {confirmedStep && !needsMitid ? (
            <Suspense fallback={null}>
              <MitidConfirmedNote />
            </Suspense>
          ) : null}
          {needsMitid !== null ? (
            <Suspense fallback={null}>
              <MitidStepUpPrompt step={step} message={needsMitid || null} />
            </Suspense>
          ) : null}
          <Button onClick={() => setOpen(true)}>
            <FormattedMessage id="acceptance.choose" />
          </Button>
          {open ? (
            <Suspense fallback={null}>
              <ChoiceDialog lead={lead} open busy={accepting.isLoading} onOpenChange={setOpen} onConfirm={confirm} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {refusal ? <Alert onDismiss={() => setRefusal(null)}>{refusal}</Alert> : null}
    </div>
  );
}
