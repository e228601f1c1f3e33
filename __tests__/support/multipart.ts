// A multipart/form-data body as a browser sends an upload, for the document routes.
export type Part = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer };

export function multipart(parts: Part[]) {
  const boundary = '----laanetorvet-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'fileName' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('fileName' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const file = (bytes: Buffer, fileName = 'lønseddel.pdf', type = 'application/pdf') => ({
  name: 'file',
  fileName,
  type,
  bytes,
});
