// A reader of Prometheus's text exposition format, as strict as the tests need: every line is a comment (# HELP,
// # TYPE) or a sample `name{label="value",…} number`; anything else throws, so a malformed answer fails the test.
export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/;

/** Prometheus reads values with Go's ParseFloat: NaN and ±Inf in any case (prom-client writes `Nan`). */
function parseFloatLikeGo(text: string): number | null {
  const special: Record<string, number> = { nan: NaN, '+inf': Infinity, inf: Infinity, '-inf': -Infinity };
  const lower = text.toLowerCase();
  if (lower in special) return special[lower];
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? null : value;
}

export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key] = value.replace(/\\(.)/g, '$1');
    const value = parseFloatLikeGo(match[3]);
    if (value === null) throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; 0 when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
