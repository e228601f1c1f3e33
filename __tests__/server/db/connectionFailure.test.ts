// A database that cannot be used says which part of DATABASE_URL to fix: host, port, database or credentials.
// The refused port needs no server; the missing database and the unknown user need PostgreSQL (DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../../server/db/client';
import { connectionFailureMessage } from '../../../server/db/connectionFailure';

const url = 'postgres://app:s3cret@db.internal:6543/laanetorvet';

test.each([
  ['ECONNREFUSED', 'nothing accepts connections at db.internal:6543: check the host and port'],
  ['ENOTFOUND', 'the host db.internal is not known: check the host'],
  ['ETIMEDOUT', 'db.internal:6543 does not answer: check the host and port'],
  ['3D000', 'the database "laanetorvet" does not exist on db.internal:6543'],
  ['28P01', 'refused the credentials of user "app": check the user name and password'],
  ['28000', 'refused the credentials of user "app": check the user name and password'],
])('%s names what to fix, without the password', (code, wrong) => {
  const message = connectionFailureMessage({ code, message: 'x' }, url);
  expect(message).toContain(wrong);
  expect(message).toContain('postgres://app:***@db.internal:6543/laanetorvet');
  expect(message).not.toContain('s3cret');
});

test('another failure keeps its own message', () => {
  expect(connectionFailureMessage(new Error('server closed the connection'), url)).toMatch(
    /cannot be used: connecting failed: server closed the connection\.$/,
  );
});

test('a port nobody listens on is named as host and port, not as a failed migration', async () => {
  await expect(
    openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/laanetorvet', dataDir: '/nonexistent' }),
  ).rejects.toThrow('nothing accepts connections at 127.0.0.1:1: check the host and port');
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('on PostgreSQL', () => {
  const at = (change: (url: URL) => void) => {
    const changed = new URL(process.env.DATABASE_URL!);
    change(changed);
    return changed.toString();
  };

  test('a database that does not exist is named', async () => {
    const missing = `missing_${randomBytes(4).toString('hex')}`;
    const databaseUrl = at((u) => (u.pathname = `/${missing}`));
    await expect(openDatabase({ databaseUrl, dataDir: '/nonexistent' })).rejects.toThrow(
      `the database "${missing}" does not exist`,
    );
  });

  test('a user the server does not accept is named as credentials', async () => {
    const databaseUrl = at((u) => (u.username = `nobody_${randomBytes(4).toString('hex')}`));
    await expect(openDatabase({ databaseUrl, dataDir: '/nonexistent' })).rejects.toThrow(
      /refused the credentials of user "nobody_[0-9a-f]+"/,
    );
  });
});
