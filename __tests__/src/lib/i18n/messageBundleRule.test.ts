// The build's translations rule: `da.json?bundle=form` is the form bundle's keys alone, precompiled to ICU trees.
import fs from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { messageBundleRule } from '../../../../scripts/build/messageBundleRule';
import { isInBundle } from '../../../../src/lib/i18n/messageBundles';

const source = fs.readFileSync(path.resolve(__dirname, '../../../../translations/da.json'), 'utf8');
const whole = JSON.parse(source) as Record<string, string>;

/** What webpack's json parser makes of da.json with this query: the rule's first matching branch parses it. */
function parseWith(query: string): Record<string, unknown> {
  const rule = messageBundleRule();
  expect(rule.test).toEqual(expect.any(RegExp));
  expect((rule.test as RegExp).test('/app/translations/da.json')).toBe(true);
  const branch = (rule.oneOf as RuleSetRule[]).find(
    ({ resourceQuery }) => resourceQuery === undefined || (resourceQuery as RegExp).test(query),
  );
  const parse = (branch?.parser as { parse: (source: string) => Record<string, unknown> }).parse;
  return parse(source);
}

test('?bundle=form holds the form bundle’s keys and nothing else, as syntax trees', () => {
  const form = parseWith('?bundle=form');
  expect(Object.keys(form).sort()).toEqual(
    Object.keys(whole)
      .filter((id) => isInBundle(id, 'form'))
      .sort(),
  );
  expect(form['form.choose']).toEqual([{ type: 0, value: 'Vælg …' }]);
});

test('no query is the whole file, as today', () => {
  expect(Object.keys(parseWith('')).length).toBe(Object.keys(whole).length);
});

test('a misspelt bundle fails the build instead of shipping the whole file', () => {
  expect(() => parseWith('?bundle=froms')).toThrow(/Unknown message bundle/);
});
