// The app-wide alert of §8 (429, 503, 5xx), placed like the product's banners: bottom centre on small screens,
// top centre from 992 px.
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { alertDismissed, selectAlert } from '../../store/slices/uiSlice';
import { Alert } from '../components/Alert/Alert';
import './GlobalAlert.css';

export function GlobalAlert() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  if (!alert) return null;
  return (
    <div className="global-alert">
      <Alert tone="error" onDismiss={() => dispatch(alertDismissed())}>
        <FormattedMessage id={alert.messageId} />
      </Alert>
    </div>
  );
}
