// The webpack rule for translations/*.json: `da.json?bundle=form` is that bundle's keys alone
// (src/lib/i18n/messageBundles.ts), `da.json` the whole file; either way precompiled to ICU syntax trees.
import type { RuleSetRule } from 'webpack';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { BUNDLE_NAMES, pickBundle } from '../../src/lib/i18n/messageBundles';

/**
 * Compiled at build time, so the browser never parses a message and the ICU parser stays out of the bundle (see
 * the alias in webpack.config.ts). The server reads the same files as plain strings.
 */
export function precompileMessages(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parseIcu(text)]));
}

const parseFile = (source: string) => JSON.parse(source) as Record<string, string>;

export function messageBundleRule(): RuleSetRule {
  return {
    test: /[\\/]translations[\\/][a-z]{2}\.json$/,
    oneOf: [
      ...BUNDLE_NAMES.map((bundle): RuleSetRule => ({
        resourceQuery: new RegExp(`^\\?bundle=${bundle}$`),
        type: 'json',
        parser: { parse: (source: string) => precompileMessages(pickBundle(parseFile(source), bundle)) },
      })),
      {
        // A misspelt bundle would otherwise ship the whole file under the bundle's name.
        resourceQuery: /bundle=/,
        type: 'json',
        parser: {
          parse: () => {
            throw new Error(`Unknown message bundle; the bundles are ${BUNDLE_NAMES.join(', ')}`);
          },
        },
      },
      { type: 'json', parser: { parse: (source: string) => precompileMessages(parseFile(source)) } },
    ],
  };
}
