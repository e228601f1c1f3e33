// The admin import parses a rates file as it streams in: line by line, the same answer as the whole text gives,
// and it stops reading past its byte limit.
import { Readable } from 'node:stream';
import { parseRatesFile, parseRatesStream, RatesFileTooLarge } from '../../../server/mortgageSurveillance/importRates';

const HEADER = 'series,coupon,term_years,kind,date,price,yield';

/** The text in chunks of `size` bytes: lines, CRLFs and the UTF-8 of "ø" split anywhere. */
const chunked = (text: string, size: number) => {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

test.each([
  [
    'a good file',
    `\uFEFF${HEADER}\r\n"3% Nykøb 2056",3,30,fixed,2031-01-02,97.5,3.2\r\nF3,2.4,3,variable,2031-01-02,100.1,2.4\r\n`,
  ],
  ['a bad row', `${HEADER}\n7% Ny 2056,7,30,fixed,2031-01-02,99,7\n7% Ny 2056,7,30,fixed,2031-01-03,abc,7\n`],
  ['no rows', `${HEADER}\n\n`],
  ['a wrong header', 'series;coupon\n'],
])('%s: the stream parses as the text does, however it is cut', async (_name, text) => {
  for (const size of [1, 2, 7, 64, 1 << 20]) {
    expect(await parseRatesStream(chunked(text, size), 1 << 20)).toEqual(parseRatesFile(text));
  }
});

test('a stream past the limit is abandoned', async () => {
  const rows = Array.from({ length: 100 }, (_, i) => `3% X${i},3,30,fixed,2031-01-02,99,3.1\n`);
  const text = `${HEADER}\n${rows.join('')}`;
  await expect(parseRatesStream(chunked(text, 100), 1000)).rejects.toBeInstanceOf(RatesFileTooLarge);
});
