// Comments, tests and docs send the reader to other documents by file name; each one must be in the repository, so
// a reader who has only the repository can follow it. A name is read from the repository's root or from the folder
// of the file that names it (as a Markdown link is), never from outside.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = [
  'src',
  'domain',
  'store',
  'machines',
  'contract',
  'server',
  'scripts',
  'bench',
  'e2e',
  'examples',
  '__tests__',
  'docs',
];
const TEXT = /\.(tsx?|m?js|md|css)$/;

function textFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'artifacts'].includes(entry.name) ? [] : textFiles(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

const rootFiles = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(ROOT, entry.name));
const files = [...rootFiles, ...FOLDERS.flatMap((dir) => textFiles(path.join(ROOT, dir)))];

/** A file name ending in .md, with the path written before it; not part of a web address (`https://…/x.md`). */
const REFERENCE = /(?<![\w./:-])((?:\.{1,2}\/)*[\w-][\w./-]*\.md)\b/g;

/** The names a file cites. A Markdown link counts by its target (its text may shorten the name). */
const references = (file: string) =>
  [
    ...fs
      .readFileSync(file, 'utf8')
      .replace(/\[[^\]\n]*\]\(/g, '(')
      .matchAll(REFERENCE),
  ].map((match) => match[1]);

const resolves = (file: string, reference: string) =>
  [path.dirname(file), ROOT].some((base) => {
    const target = path.resolve(base, reference);
    return target.startsWith(ROOT + path.sep) && fs.existsSync(target);
  });

test('the references are read: the code and docs cite well over a hundred', () => {
  expect(files.flatMap(references).length).toBeGreaterThan(100);
});

test('every document a comment, test or doc names is in the repository', () => {
  const missing = files.flatMap((file) =>
    references(file)
      .filter((reference) => !resolves(file, reference))
      .map((reference) => `${reference} (${path.relative(ROOT, file)})`),
  );
  expect(missing).toEqual([]);
});
