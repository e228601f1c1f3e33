// The form's sign-in step for a guest (issue 46): sign up with MitID. The round trip is a full-page navigation;
// the wizard keeps every answer in this browser (as it does across a reload), and the submission links the MitID
// identity to the account it creates. Back with a linked MitID, she is simply signed in.
import { MitidButton, MitidOutcomeNotice } from '../../../components/Mitid/Mitid';

export function MitidSignUp() {
  return (
    <div className="mitid-signup">
      <MitidOutcomeNotice />
      <MitidButton label="auth.mitid.signUp" />
    </div>
  );
}
