// The signed credit agreement on the customer's lead: the day it was signed, the last day to withdraw and the days
// left (kreditaftaleloven § 19, computed by domain/withdrawalPeriod.ts in Danish time), and "Withdraw from the
// agreement" with its confirmation while the period runs. After the last day the button is gone (the server
// refuses a late withdrawal too); after a withdrawal the receipt's time shows.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { useWithdrawFromAgreementMutation } from '../../../store/api/agreementApi';
import { isHttpErrorData } from '../../../store/http/httpError';
import { withdrawalDaysLeft } from '../../../domain/withdrawalPeriod';
import { copenhagenDate, isoDate } from '../../../domain/validation/dates';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import '../../components/Modal/modal.css';
import { ModalClose } from '../../components/Modal/ModalClose';

type Agreement = NonNullable<Lead['agreement']>;

export function AgreementCard({ lead, agreement }: { lead: Lead; agreement: Agreement }) {
  const supplier = lead.supplier.name;
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [withdraw, withdrawing] = useWithdrawFromAgreementMutation();
  const today = isoDate(copenhagenDate(new Date()));
  const daysLeft = withdrawalDaysLeft(agreement.signed_on, today);
  const signed = <DateDisplay value={agreement.signed_on} dateStyle="long" />;
  const until = <DateDisplay value={agreement.withdrawal_ends_on} dateStyle="long" />;

  async function confirm() {
    setRefusal(null);
    const result = await withdraw({ leadId: lead.id, rfqId: lead.rfq_id });
    setOpen(false);
    if ('error' in result) setRefusal(isHttpErrorData(result.error) ? result.error.message : null);
  }

  return (
    <Card title={<FormattedMessage id="leadOverview.agreement.title" />}>
      <div className="agreement" data-testid="agreement">
        {agreement.withdrawn_at ? (
          <Alert tone="info">
            <FormattedMessage
              id="leadOverview.agreement.withdrawn"
              values={{ supplier, at: <DateDisplay value={agreement.withdrawn_at} dateStyle="long" /> }}
            />
          </Alert>
        ) : daysLeft >= 0 ? (
          <>
            <p className="agreement__period">
              <FormattedMessage id="leadOverview.agreement.signed" values={{ signed, until }} />
            </p>
            <p className="agreement__days">
              <strong>
                <FormattedMessage id="leadOverview.agreement.daysLeft" values={{ days: daysLeft }} />
              </strong>
            </p>
            <p className="leads-muted">
              <FormattedMessage id="leadOverview.agreement.rule" />
            </p>
            <div className="agreement__withdraw">
              <Button variant="secondary" onClick={() => setOpen(true)}>
                <FormattedMessage id="leadOverview.agreement.withdraw" />
              </Button>
            </div>
            <Dialog.Root open={open} onOpenChange={setOpen}>
              <Dialog.Portal>
                <Dialog.Overlay className="modal__overlay" />
                <Dialog.Content className="modal__content">
                  <div className="modal__header">
                    <Dialog.Title className="modal__title">
                      <FormattedMessage id="leadOverview.agreement.dialogTitle" />
                    </Dialog.Title>
                    <ModalClose />
                  </div>
                  <Dialog.Description className="modal__description">
                    <FormattedMessage id="leadOverview.agreement.dialogText" values={{ supplier, signed }} />
                  </Dialog.Description>
                  <div className="agreement__actions">
                    <Button variant="secondary" onClick={() => setOpen(false)}>
                      <FormattedMessage id="leadOverview.agreement.cancel" />
                    </Button>
                    <Button onClick={() => void confirm()} loading={withdrawing.isLoading}>
                      <FormattedMessage id="leadOverview.agreement.confirm" />
                    </Button>
                  </div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          </>
        ) : (
          <p>
            <FormattedMessage id="leadOverview.agreement.periodOver" values={{ signed, until }} />
          </p>
        )}
        {refusal ? <Alert onDismiss={() => setRefusal(null)}>{refusal}</Alert> : null}
      </div>
    </Card>
  );
}
