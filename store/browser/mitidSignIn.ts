// Whether this tab signed in with MitID, apart from the MitID endpoints (store/api/mitidApi.ts): sign-out reads it
// from the entry (store/slices/authThunks.ts), and the endpoints are only the pages' that use them.

/**
 * This tab signed in with MitID: sign-out then also ends the broker's session (POST /api/mitid/logout answers its
 * address). Kept per tab, like the session it marks; a tab that did not see the round trip signs out of the shop only.
 */
const MITID_SIGN_IN_KEY = 'laanetorvet.mitidSignIn';
export const mitidSignIn = {
  remember: () => sessionStorage.setItem(MITID_SIGN_IN_KEY, '1'),
  here: () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(MITID_SIGN_IN_KEY) === '1',
  /** At start: the page the round trip returned to says it signed in (`?mitid=signedIn`). */
  noteReturn: (search: string) => {
    if (typeof sessionStorage !== 'undefined' && new URLSearchParams(search).get('mitid') === 'signedIn') {
      sessionStorage.setItem(MITID_SIGN_IN_KEY, '1');
    }
  },
  forget: () => sessionStorage.removeItem(MITID_SIGN_IN_KEY),
};
