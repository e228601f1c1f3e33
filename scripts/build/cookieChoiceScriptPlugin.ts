// Puts every page's inline cookie-choice script (domain/cookieChoiceScript.ts) into index.html's head once the
// build's minimizers are done with it, before it is compressed: the Content-Security-Policy allows the script by
// the hash of its exact text, which a minifier would change.
import webpack, { type Compiler } from 'webpack';
import { COOKIE_CHOICE_SCRIPT } from '../../domain/cookieChoiceScript';

export class CookieChoiceScriptPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CookieChoiceScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CookieChoiceScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const html = compilation.getAsset('index.html')?.source.source().toString();
          if (!html?.includes('</title>')) throw new Error('index.html has no <title> to put the script after');
          const withScript = html.replace('</title>', () => `</title><script>${COOKIE_CHOICE_SCRIPT}</script>`);
          compilation.updateAsset('index.html', new webpack.sources.RawSource(withScript));
        },
      );
    });
  }
}
