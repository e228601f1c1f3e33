// How every browser run here starts Debian's Chromium (Playwright never downloads one): the flags keep it from
// reaching out to the network, which this machine refuses, and let it run as root in a container.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
