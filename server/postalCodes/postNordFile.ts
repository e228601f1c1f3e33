// Reads PostNord's postal-code list: semicolon-separated, UTF-8 with a byte-order mark, CRLF line ends, one row
// per postal code and municipality (a code shared by several municipalities appears on several rows).
export type PostalCode = { code: string; name: string };

export function parsePostNordFile(content: string): PostalCode[] {
  const lines = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new Error('The postal-code file is empty.');
  const header = lines[0].split(';').map((h) => h.trim().toUpperCase());
  const codeAt = header.indexOf('POSTNR');
  const nameAt = header.indexOf('BYNAVN');
  if (codeAt < 0 || nameAt < 0) throw new Error('The postal-code file needs the columns POSTNR and BYNAVN.');
  const byCode = new Map<string, string>();
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = line.split(';');
    const code = (cells[codeAt] ?? '').trim();
    const name = (cells[nameAt] ?? '').trim();
    if (!/^\d{4}$/.test(code) || !name)
      throw new Error(`Line ${index + 2}: expected a four-digit POSTNR and a BYNAVN.`);
    if (!byCode.has(code)) byCode.set(code, name);
  }
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
}
