// One Lighthouse run (the npm package's CLI, its default mobile profile with simulated throttling, performance
// only) on a Chromium already started on `port`: score, TBT, LCP and FCP.
import { spawnSync } from 'node:child_process';

export type Figures = { score: number; tbt: number; lcp: number; fcp: number };

type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

/**
 * One run of Lighthouse’s own CLI in plain node, on the Chromium the caller started: under tsx, the functions Lighthouse
 * sends into the page carry tsx's `__name` helper, which the page does not have.
 */
export function audit(url: string, port: number, cookie: string | null, attempt = 1): Figures {
  const run = spawnSync(
    'node',
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      `--port=${port}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    // Lighthouse now and then loses the trace's navigation start on a busy machine and asks to be run again.
    if (attempt < 3 && run.stderr.includes('NO_NAVSTART')) return audit(url, port, cookie, attempt + 1);
    throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  }
  const lhr = JSON.parse(run.stdout) as Report;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
  };
}
