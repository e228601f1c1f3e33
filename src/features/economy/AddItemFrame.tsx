// The frame of the economy's "add" pages: the page's title with the type being added under it, the economy's
// navigation, the prompt before leaving a draft, and a type named by the URL that does not exist refused in place
// of the form.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../../components/Alert/Alert';
import { Card } from '../../components/Card/Card';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { EconomyFrame } from './EconomyFrame';
import { LeaveDraftPrompt } from './LeaveDraftPrompt';

export function AddItemFrame({
  titleId,
  typeLabelId,
  keepsDraft = false,
  children,
}: {
  titleId: string;
  /** The message naming the type added; null when the URL names no type there is. */
  typeLabelId: string | null;
  /** The item is kept in the asset draft while it is typed: leaving asks first. */
  keepsDraft?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        description={typeLabelId === null ? undefined : <FormattedMessage id={typeLabelId} />}
      />
      <EconomyFrame>
        {keepsDraft && <LeaveDraftPrompt />}
        {typeLabelId === null ? (
          <Card className="narrow-card">
            <Alert tone="error">
              <FormattedMessage id="economy.unknownType" />
            </Alert>
          </Card>
        ) : (
          children
        )}
      </EconomyFrame>
    </>
  );
}
