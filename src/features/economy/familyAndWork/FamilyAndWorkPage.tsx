// economy/family-and-work: civil status, children, the companion person, the bad-payer answer, and work and
// income, each half with the way to change it.
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';

function Fact({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children ?? '–'}</dd>
    </>
  );
}

const option = (list: string, value: string | null | undefined) =>
  value ? <FormattedMessage id={`options.${list}.${value}`} /> : null;

const yesOrNo = (value: boolean | null) =>
  value === null ? null : <FormattedMessage id={value ? 'common.yes' : 'common.no'} />;

export function FamilyAndWorkPage() {
  const { economy } = useEconomy();
  const intl = useIntl();
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.familyAndWork.title" />} />
      <EconomyFrame>
        {!economy ? (
          <LoadingState />
        ) : (
          <>
            <Card
              title={<FormattedMessage id="economy.family.title" />}
              actions={
                <Link to={paths.economy.editFamily.path} variant="button-secondary">
                  <FormattedMessage id="economy.family.edit" />
                </Link>
              }
            >
              <dl className="economy-facts">
                <Fact labelId="economy.field.civil_status">{option('civilStatuses', economy.civil_status)}</Fact>
                <Fact labelId="economy.field.birth_date">
                  {formatDate(economy.birth_date, intl.locale, 'long') || null}
                </Fact>
                <Fact labelId="economy.field.children_count">{economy.children_count}</Fact>
                {economy.companionPerson && (
                  <Fact labelId="economy.field.co_applicant_name">{economy.companionPerson.name}</Fact>
                )}
                <Fact labelId="economy.field.is_registered_as_bad_payer">
                  {yesOrNo(economy.is_registered_as_bad_payer)}
                </Fact>
              </dl>
            </Card>
            <Card
              title={<FormattedMessage id="economy.work.title" />}
              actions={
                <Link to={paths.economy.editWork.path} variant="button-secondary">
                  <FormattedMessage id="economy.work.edit" />
                </Link>
              }
            >
              <dl className="economy-facts">
                <Fact labelId="economy.field.employment_type">
                  {option('employmentTypes', economy.employment_type)}
                </Fact>
                <Fact labelId="economy.field.employer">{economy.employer}</Fact>
                <Fact labelId="economy.field.monthly_income">
                  <MoneyDisplay amount={economy.monthly_income} />
                </Fact>
                {economy.companionPerson && (
                  <Fact labelId="economy.field.co_applicant_monthly_income">
                    <MoneyDisplay amount={economy.companionPerson.monthly_income} />
                  </Fact>
                )}
              </dl>
            </Card>
          </>
        )}
      </EconomyFrame>
    </>
  );
}
