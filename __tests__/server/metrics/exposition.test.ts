// GET /metrics as Prometheus reads it, after traffic of every kind (a page, API calls, an unknown path, a
// sign-in refused, a scheduled job's run): Prometheus's own `promtool check metrics` when it is installed (Debian's
// `prometheus` package; CI installs it), and always a reader of the text format's rules that promtool also
// enforces: each family's HELP and TYPE once, before its samples, which come together; no series twice; a
// histogram's buckets cumulative up to +Inf, which equals its _count; counters not negative.
import { spawnSync } from 'node:child_process';
import { BrowserSession } from '../../support/browserSession';
import { parsePrometheusText } from '../../support/prometheusText';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

const hasPromtool = spawnSync('promtool', ['--version']).status === 0;
if (!hasPromtool) process.stdout.write('exposition.test.ts: promtool is not installed; the format rules alone\n');

let ctx: TestContext;
let body: string;

beforeAll(async () => {
  ctx = await createTestApp({ config: { processName: 'web-1' } });
  const session = new BrowserSession(ctx.app);
  await session.request({ method: 'POST', url: '/login', payload: { email: 'kunde@example.dk', password: 'wrong' } });
  await session.login('kunde@example.dk');
  await session.request({ method: 'GET', url: '/api/users/current/auth' });
  await ctx.app.inject({ method: 'GET', url: '/' });
  await ctx.app.inject({ method: 'GET', url: '/no/such/page' });
  await ctx.app.inject({ method: 'GET', url: '/readyz' });
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  body = res.body;
}, 120_000);
afterAll(() => closeTestApp(ctx));

/**
 * promtool's naming lint about prom-client's default metrics: these gauges count handles, requests and resources
 * and are named `_total` by prom-client; their names are kept, as every Node dashboard reads them so.
 */
const PROM_CLIENT_NAMES = [
  'laanetorvet_nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
  'laanetorvet_nodejs_active_requests_total non-counter metrics should not have "_total" suffix',
  'laanetorvet_nodejs_active_resources_total non-counter metrics should not have "_total" suffix',
];

(hasPromtool ? test : test.skip)('promtool check metrics: parsed, and no lint but prom-client’s own names', () => {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: body, encoding: 'utf8' });
  const findings = `${run.stdout}${run.stderr}`.split('\n').filter(Boolean);
  // 1 is a text promtool could not parse; 3 is lint findings only.
  expect(findings.filter((line) => !PROM_CLIENT_NAMES.includes(line))).toEqual([]);
  expect([0, 3]).toContain(run.status);
});

type Family = { type: string; help: number; typeLines: number; firstSample: number; lastSample: number };

/** The family a sample belongs to: a histogram's or summary's _bucket, _sum, _count belong to its name. */
function familyOf(name: string, families: Map<string, Family>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && ['histogram', 'summary'].includes(families.get(base)?.type ?? '')) return base;
  }
  return name;
}

test('the text follows the exposition format’s rules', () => {
  expect(body.endsWith('\n')).toBe(true);
  const families = new Map<string, Family>();
  const lines = body.split('\n').filter(Boolean);
  lines.forEach((line) => {
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (!comment) return;
    const [, kind, name, rest] = comment;
    const family = families.get(name) ?? { type: '', help: 0, typeLines: 0, firstSample: -1, lastSample: -1 };
    if (kind === 'HELP') family.help += 1;
    else {
      family.typeLines += 1;
      family.type = rest;
    }
    families.set(name, family);
  });
  const seen = new Set<string>();
  let samples = 0;
  lines.forEach((line, at) => {
    if (line.startsWith('#')) return;
    const [sample] = parsePrometheusText(line);
    samples += 1;
    const name = familyOf(sample.name, families);
    const family = families.get(name);
    expect({ sample: sample.name, family: family ? 'declared' : 'undeclared' }).toEqual({
      sample: sample.name,
      family: 'declared',
    });
    if (!family) return;
    if (family.firstSample === -1) family.firstSample = at;
    // Together: no other family's sample between this family's first and this one.
    expect({ sample: sample.name, after: family.lastSample === -1 || family.lastSample === at - 1 }).toEqual({
      sample: sample.name,
      after: true,
    });
    family.lastSample = at;
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    expect(seen.has(series) ? series : '').toBe('');
    seen.add(series);
    if (family.type === 'counter' || sample.name.endsWith('_count') || sample.name.endsWith('_bucket')) {
      expect({ series, value: sample.value >= 0 }).toEqual({ series, value: true });
    }
  });
  expect(samples).toBeGreaterThan(100);
  for (const [name, family] of families) {
    expect({ name, help: family.help, type: family.typeLines }).toEqual({ name, help: 1, type: 1 });
    expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(family.type);
  }

  // Histograms: per series (labels but le), buckets in increasing le, cumulative, ending at +Inf = _count.
  const parsed = parsePrometheusText(body);
  const histograms = [...families].filter(([, f]) => f.type === 'histogram').map(([name]) => name);
  expect(histograms).toContain('laanetorvet_http_request_duration_seconds');
  for (const name of histograms) {
    const bySeries = new Map<string, { le: number; value: number }[]>();
    for (const s of parsed.filter((p) => p.name === `${name}_bucket`)) {
      const { le, ...rest } = s.labels;
      const key = JSON.stringify(Object.entries(rest).sort());
      bySeries.set(key, [...(bySeries.get(key) ?? []), { le: Number(le === '+Inf' ? Infinity : le), value: s.value }]);
    }
    for (const [key, buckets] of bySeries) {
      const les = buckets.map((b) => b.le);
      expect(les).toEqual([...les].sort((a, b) => a - b));
      expect(les.at(-1)).toBe(Infinity);
      const values = buckets.map((b) => b.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      const count = parsed.find(
        (p) => p.name === `${name}_count` && JSON.stringify(Object.entries(p.labels).sort()) === key,
      );
      expect({ name, key, count: count?.value }).toEqual({ name, key, count: values.at(-1) });
      expect(
        parsed.some((p) => p.name === `${name}_sum` && JSON.stringify(Object.entries(p.labels).sort()) === key),
      ).toBe(true);
    }
  }
});
