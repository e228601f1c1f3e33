// Sign-out after a MitID sign-in in this tab also asks for the broker's sign-out (issue 46); otherwise POST /logout.
import { http, HttpResponse } from 'msw';
import { mitidSignIn } from '../../store/browser/mitidSignIn';
import { selectUser } from '../../store/slices/authSlice';
import { fetchCurrentUser, logout } from '../../store/slices/authThunks';
import { makeStore } from '../../store/store';
import { customer, setupMswServer } from '../support/msw';

const server = setupMswServer();

beforeEach(() => sessionStorage.clear());

test('back from MitID signed in, the tab remembers it; sign-out then goes through POST /api/mitid/logout', async () => {
  const called: string[] = [];
  server.use(
    http.get('/api/users/current/auth', () => HttpResponse.json(customer)),
    http.post('/api/mitid/logout', () => {
      called.push('mitid');
      return HttpResponse.json({ end_session_url: null });
    }),
    http.post('/logout', () => {
      called.push('plain');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  window.history.replaceState(null, '', '/?mitid=signedIn');
  const store = makeStore();
  await store.dispatch(fetchCurrentUser());
  expect(mitidSignIn.here()).toBe(true);
  await store.dispatch(logout());
  expect(called).toEqual(['mitid']);
  expect(mitidSignIn.here()).toBe(false);
  expect(selectUser(store.getState())).toBeNull();

  window.history.replaceState(null, '', '/');
  await store.dispatch(fetchCurrentUser());
  await store.dispatch(logout());
  expect(called).toEqual(['mitid', 'plain']);
});
