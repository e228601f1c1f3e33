// Jest stubs every stylesheet (styleStub.js), so a CSS import left pointing at a moved file passes every suite and
// fails only webpack's build; this checks each relative stylesheet import the SPA makes resolves to a file.
import fs from 'node:fs';
import path from 'node:path';
import { filesBelow, relative, ROOT } from '../support/repositoryFiles';

const STYLE_IMPORT = /^import\s+['"](\.{1,2}\/[^'"]+\.css)['"];?$/gm;

test('every stylesheet the SPA imports exists', () => {
  const missing = filesBelow(path.join(ROOT, 'src'), /\.tsx?$/).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(STYLE_IMPORT)]
      .map((match) => match[1])
      .filter((target) => !fs.existsSync(path.resolve(path.dirname(file), target)))
      .map((target) => `${relative(file)} → ${target}`),
  );
  expect(missing).toEqual([]);
});
