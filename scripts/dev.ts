// `npm run dev`: the API (restarted on change by tsx watch) on PORT 3000 and webpack-dev-server with hot reload
// on 8080, which proxies API calls and the realtime socket to the API.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    // The MitID round trip comes back through webpack-dev-server (it proxies /auth/mitid/), to the page it began on.
    env: {
      ...process.env,
      SPA_DIR: 'dist-dev-none',
      MITID_REDIRECT_URI: process.env.MITID_REDIRECT_URI ?? 'http://localhost:8080/auth/mitid/callback',
    },
  }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
