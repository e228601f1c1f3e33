// The render worker alone, one build at a time: its thread in a process of its own renders the dashboard and the
// comparison in turn, 1,200 times, and the process's RSS is printed every 200 renders (issue 49: the jsdom worker's
// against the one with Node's globals only). Run: npm run build && npx tsx bench/renderWorkerMemory.ts <built checkout>
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { customerApiPaths } from '../domain/signedInPage';
import { paths } from '../domain/paths';
import { customer } from '../__tests__/support/fixtures';
import { activeRfq } from '../__tests__/support/rfqFixtures';
const dir = path.resolve(process.argv[2]);
const rfq = activeRfq();
const jobs = [
  {
    url: paths.home.path,
    state: { user: customer, answers: { [customerApiPaths.rfqs(customer.id)]: [rfq] } },
    guestLocale: null,
    phone: false,
  },
  {
    url: paths.compareOffers.getHref(rfq.id),
    state: { user: customer, answers: { [customerApiPaths.rfq(rfq.id)]: rfq } },
    guestLocale: null,
    phone: false,
  },
];
async function main() {
  const worker = new Worker(path.join(dir, 'build/prerender/renderWorker.js'));
  const mb = () => Math.round(process.memoryUsage().rss / 1048576);
  for (let i = 0; i <= 1200; i++) {
    if (i % 200 === 0) console.log(`${path.basename(dir)} renders ${i}: rss ${mb()} MB`);
    await new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ ...jobs[i % 2], id: i + 1 });
    });
  }
  await worker.terminate();
}
void main();
