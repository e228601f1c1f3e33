// §2 App root: while the browser is offline a banner says so.
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import { selectIsOnline } from '../../../store/slices/networkSlice';
import { FadingBanner } from './FadingBanner';

export function NetworkBanner() {
  const online = useAppSelector(selectIsOnline);
  return (
    <FadingBanner show={!online} tone="warning">
      <FormattedMessage id="banner.offline" />
    </FadingBanner>
  );
}
