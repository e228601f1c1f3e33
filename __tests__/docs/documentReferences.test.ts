// Comments, tests and docs send the reader to other documents by file name; each one must be in the repository, so
// a reader who has only the repository can follow it. A name is read from the repository's root or from the folder
// of the file that names it (as a Markdown link is), never from outside; a heading named after it (`#realtime-caps`) must be
// in that document.
import fs from 'node:fs';
import path from 'node:path';
import { CODE_FOLDERS, filesBelow, ROOT } from '../support/repositoryFiles';

const FOLDERS = [...CODE_FOLDERS, 'examples', 'docs'];
const TEXT = /\.(tsx?|m?js|md|css)$/;

const rootFiles = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(ROOT, entry.name));
const files = [...rootFiles, ...FOLDERS.flatMap((dir) => filesBelow(path.join(ROOT, dir), TEXT))];

/**
 * A file name ending in .md, with the path written before it and perhaps a heading after it (`#realtime-caps`); not
 * part of a web address (`https://…/x.md`).
 */
const REFERENCE = /(?<![\w./:-])((?:\.{1,2}\/)*[\w-][\w./-]*\.md)\b(?:#([\w-]+))?/g;

/** The names a file cites. A Markdown link counts by its target (its text may shorten the name). */
const references = (file: string) =>
  [
    ...fs
      .readFileSync(file, 'utf8')
      .replace(/\[[^\]\n]*\]\(/g, '(')
      .matchAll(REFERENCE),
  ].map((match) => ({ file, name: match[1], heading: match[2] }));
const all = files.flatMap(references);
const cited = ({ file, name, heading }: (typeof all)[number]) =>
  `${name}${heading ? `#${heading}` : ''} (${path.relative(ROOT, file)})`;

/** The document a name points to: from the citing file's folder or from the root, inside the repository. */
const target = ({ file, name }: (typeof all)[number]) =>
  [path.dirname(file), ROOT]
    .map((base) => path.resolve(base, name))
    .find((candidate) => candidate.startsWith(ROOT + path.sep) && fs.existsSync(candidate));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = (document: string) =>
  new Set([...fs.readFileSync(document, 'utf8').matchAll(/^#+ (.*)$/gm)].map((match) => anchor(match[1])));

test('the references are read: the code and docs cite well over a hundred', () => {
  expect(all.length).toBeGreaterThan(100);
});

test('every document a comment, test or doc names is in the repository', () => {
  expect(all.filter((reference) => !target(reference)).map(cited)).toEqual([]);
});

test('every heading a reference names is in its document', () => {
  const withHeading = all.filter((reference) => reference.heading && target(reference));
  expect(withHeading.length).toBeGreaterThan(10);
  expect(withHeading.filter((reference) => !anchors(target(reference)!).has(reference.heading!)).map(cited)).toEqual(
    [],
  );
});
