// The sign-out button of the headers that show one outside a menu: the customer's folded navigation and the staff
// pages.
import { FormattedMessage } from 'react-intl';
import { useSignOut } from './useSignOut';
import './SignOutButton.css';

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className="sign-out-button" onClick={() => void signOut()}>
      <FormattedMessage id="userMenu.signOut" />
    </button>
  );
}
