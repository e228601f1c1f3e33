import { attackTable, formatTally, tally } from '../../../bench/support/attackReport';

describe('the answers of an attack as bench/attacks.ts prints them', () => {
  test('answers are counted and listed most frequent first', () => {
    expect(formatTally(tally([401, 401, 'error:EPIPE', 401, 422, 422]))).toBe('401×3, 422×2, error:EPIPE×1');
    expect(formatTally(tally([]))).toBe('none');
  });

  test('an attack is a two-column Markdown table, with a pipe in a figure escaped', () => {
    const table = attackTable({
      title: '6. A form step nested 3,000 deep',
      requests: '50 guest POSTs',
      answers: '422×50',
      seconds: 1.234,
      probe: { polls: 12, p50Ms: 6.2, maxMs: 48.7, statuses: { '200': 12 } },
      cpu: { server: 0.24, bench: 0.31 },
      rows: [['a | b', 'c']],
    });
    expect(table.split('\n')).toEqual([
      '**6. A form step nested 3,000 deep**',
      '',
      '| | |',
      '| --- | --- |',
      '| requests | 50 guest POSTs |',
      '| answers | 422×50 |',
      '| duration | 1.2 s |',
      '| slowest GET /healthz | 49 ms (p50 6 ms, 12 polls: 200×12) |',
      '| a \\| b | c |',
      '| CPU used meanwhile | server 0.2 s, this bench 0.3 s |',
    ]);
  });
});
