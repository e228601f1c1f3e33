// The code cites the product rules as "§N" and by rule name; docs/product.md must have every section and rule it
// cites, so a reader who has only the repository can follow each reference.
import fs from 'node:fs';
import path from 'node:path';
import { rules } from '../../domain/validation/rules';
import { CODE_FOLDERS, filesBelow, relative, ROOT } from '../support/repositoryFiles';

const PRODUCT = fs.readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
const files = CODE_FOLDERS.flatMap((dir) => filesBelow(path.join(ROOT, dir), /\.(tsx?|md)$/));

/** The sections docs/product.md has, from its headings ("## §5 Validation rules"). */
const sections = new Set([...PRODUCT.matchAll(/^## §(\d+) /gm)].map((match) => match[1]));
/** The rule names §5 describes (each written as `name`). */
const section5 = PRODUCT.slice(PRODUCT.indexOf('## §5 '), PRODUCT.indexOf('## §6 '));
const describedRules = new Set([...section5.matchAll(/`([A-Za-z0-9_]+)`/g)].map((match) => match[1]));

test('docs/product.md has sections §1 to §10', () => {
  expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
});

/**
 * A product rule cited as "§N"; a section of a Danish statute ("kreditaftaleloven § 19", "kreditaftalelovens §§ 7 a")
 * is the law's, not ours, and is left out.
 */
const CITED_SECTION = /(?<!lov(?:en|ens)?\s§?)§\s?(\d+)/g;

test('every section the code cites is in docs/product.md', () => {
  const missing = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(CITED_SECTION)]
      .filter((match) => !sections.has(match[1]))
      .map((match) => `§${match[1]} (${relative(file)})`),
  );
  expect(missing).toEqual([]);
});

test('every validation rule of the kernel is described in §5', () => {
  expect(Object.keys(rules).filter((name) => !describedRules.has(name))).toEqual([]);
});

test('every rule the code cites by name after §5 is described there', () => {
  const cited = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/§5 `?([a-z][A-Za-z]*_[A-Za-z_]+|[a-z]+[A-Z][A-Za-z]+)`?/g)].map(
      (match) => ({ name: match[1], file: relative(file) }),
    ),
  );
  expect(cited.filter(({ name }) => !describedRules.has(name)).map(({ name, file }) => `${name} (${file})`)).toEqual(
    [],
  );
});
