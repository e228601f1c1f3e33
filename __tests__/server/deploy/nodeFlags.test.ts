// The flags Node serves with are one list (server/nodeFlags.ts): the systemd unit and `npm run serve`, which cannot
// import it, carry the same, so the heap's cap measured in the benches is the one that ships.
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../server/nodeFlags';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The words of a command before `--import tsx server/main.ts` that start with `--`. */
const flagsOf = (command: string) => {
  const words = command.trim().split(/\s+/);
  return words.slice(0, words.indexOf('--import')).filter((word) => word.startsWith('--'));
};

test('the systemd unit starts Node with the server’s flags', () => {
  const execStart = read('deploy/systemd/laanetorvet@.service')
    .split('\n')
    .find((line) => line.startsWith('ExecStart='));
  expect(execStart).toMatch(/--import tsx server\/main\.ts$/);
  expect(flagsOf(execStart ?? '')).toEqual(SERVER_NODE_FLAGS);
});

test('npm run serve starts Node with the server’s flags', () => {
  const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve;
  expect(serve).toMatch(/^node .*--import tsx server\/main\.ts$/);
  expect(flagsOf(serve)).toEqual(SERVER_NODE_FLAGS);
});
