// The confirmation before a choice: the offer summed up in plain words (per loan: amount, monthly payment before
// and after tax, term, ÅOP, total payable; the lender) and what happens next. Radix gives focus trap and Escape;
// the look is the app's modals' own (components/Modal/modal.css).
import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../../store/api/rfqsApi';
import { firstMonthlyPaymentAfterTax } from '../../../../domain/monthlyAfterTax';
import { Button } from '../../../components/Button/Button';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../../../components/PercentDisplay/PercentDisplay';
import { TermDisplay } from '../../../components/TermDisplay/TermDisplay';
import { DateDisplay } from '../../../components/DateDisplay/DateDisplay';
import '../../../components/Modal/modal.css';
import { ModalClose } from '../../../components/Modal/ModalClose';

type Props = {
  lead: Lead;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

export function ChoiceDialog({ lead, open, busy, onOpenChange, onConfirm }: Props) {
  const offer = lead.offer;
  if (!offer) return null;
  const loans = [...offer.loans, ...offer.credits];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal__content choice-dialog">
          <div className="modal__header">
            <Dialog.Title className="modal__title">
              <FormattedMessage id="acceptance.dialog.title" values={{ supplier: lead.supplier.name }} />
            </Dialog.Title>
            <ModalClose />
          </div>
          <Dialog.Description className="modal__description">
            <FormattedMessage id="acceptance.dialog.intro" values={{ supplier: lead.supplier.name }} />
          </Dialog.Description>
          {loans.map((p) => (
            <dl key={p.id} className="choice-dialog__facts">
              <dt>
                <FormattedMessage id="acceptance.dialog.amount" />
              </dt>
              <dd>
                <MoneyDisplay amount={p.amount} />
              </dd>
              <dt>
                <FormattedMessage id="acceptance.dialog.monthly" />
              </dt>
              <dd>
                <MoneyDisplay amount={p.monthly_payment} />
              </dd>
              <dt>
                <FormattedMessage id="acceptance.dialog.monthlyAfterTax" />
              </dt>
              <dd>
                <MoneyDisplay amount={firstMonthlyPaymentAfterTax(p)} />
              </dd>
              <dt>
                <FormattedMessage id="acceptance.dialog.term" />
              </dt>
              <dd>
                <TermDisplay months={p.term_months} />
              </dd>
              <dt>
                <FormattedMessage id="acceptance.dialog.aop" />
              </dt>
              <dd>
                <PercentDisplay percent={p.aop} />
              </dd>
              <dt>
                <FormattedMessage id="acceptance.dialog.total" />
              </dt>
              <dd>
                <MoneyDisplay amount={p.total_cost} />
              </dd>
            </dl>
          ))}
          <p>
            <FormattedMessage
              id="acceptance.validUntil"
              values={{ date: <DateDisplay value={offer.valid_until} dateStyle="long" /> }}
            />
          </p>
          <h3 className="choice-dialog__next">
            <FormattedMessage id="acceptance.dialog.nextHeading" />
          </h3>
          <p>
            <FormattedMessage id="acceptance.dialog.next" values={{ supplier: lead.supplier.name }} />
          </p>
          <div className="choice-dialog__actions">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="acceptance.dialog.cancel" />
            </Button>
            <Button onClick={onConfirm} loading={busy}>
              <FormattedMessage id="acceptance.dialog.confirm" />
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
