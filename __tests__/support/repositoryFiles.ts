// The repository's own text, for the docs suites that check what the code cites against what the docs hold.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** The folders whose files cite rules and documents (the code, its tests and tools). */
export const CODE_FOLDERS = [
  'src',
  'domain',
  'store',
  'machines',
  'contract',
  'server',
  'scripts',
  'bench',
  'e2e',
  '__tests__',
];

/** Every file below `dir` whose name matches `pattern`, leaving out installed packages and test artifacts. */
export function filesBelow(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'artifacts'].includes(entry.name) ? [] : filesBelow(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

export const relative = (file: string) => path.relative(ROOT, file);
