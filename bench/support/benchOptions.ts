// Options of a bench, given as `--name value` or `--name=value` (bench/run.ts passes them through to every
// bench it runs: `npm run bench -- api --other-requests 5000`). Unknown names are left alone, so one command line
// can carry options for several benches.
export function optionValue(argv: readonly string[], name: string): string | undefined {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === flag) return argv[i + 1];
    if (argv[i].startsWith(`${flag}=`)) return argv[i].slice(flag.length + 1);
  }
  return undefined;
}

/** A whole number of at least `min`, or the fallback when the option is absent. */
export function countOption(argv: readonly string[], name: string, fallback: number, min = 0): number {
  const raw = optionValue(argv, name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} needs a whole number ≥ ${min}, not ${raw}`);
  return value;
}

/** A comma-separated list of whole numbers of at least 1 (`--concurrency 50,200`). */
export function countListOption(argv: readonly string[], name: string, fallback: number[]): number[] {
  const raw = optionValue(argv, name);
  if (raw === undefined) return fallback;
  return raw.split(',').map((part) => countOption([`--${name}`, part.trim()], name, 0, 1));
}
