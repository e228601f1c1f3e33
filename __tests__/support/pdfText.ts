// The text of a PDF pdf-lib wrote, read back without a PDF library (pdf-lib cannot extract text): every
// Flate-compressed stream inflated, and each `<hex> Tj` of the standard fonts decoded from WinAnsi (cp1252).
// Enough for our own documents, one shown string a line; not a general PDF reader.
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const latin = buffer.toString('latin1');
  const lines: string[] = [];
  const decoder = new TextDecoder('windows-1252');
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(latin); match; match = streamPattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = latin.slice(Math.max(0, match.index - 300), match.index);
    if (!/FlateDecode/.test(dictionary.slice(dictionary.lastIndexOf('<<')))) continue;
    let content: string;
    try {
      content = inflateSync(buffer.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(decoder.decode(Buffer.from(shown[1], 'hex')));
    streamPattern.lastIndex = end;
  }
  return lines.join('\n');
}
