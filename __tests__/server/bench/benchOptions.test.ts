import { countListOption, countOption, optionValue } from '../../../bench/support/benchOptions';

test('reads --name value and --name=value, and leaves other arguments alone', () => {
  const argv = ['api', '--other-requests', '5_000', '--concurrency=50,200', '--unknown', 'x'];
  expect(optionValue(argv, 'unknown')).toBe('x');
  expect(countOption(argv, 'other-requests', 20_000)).toBe(5_000);
  expect(countOption(argv, 'requests', 2_000)).toBe(2_000);
  expect(countListOption(argv, 'concurrency', [1])).toEqual([50, 200]);
  expect(countListOption([], 'concurrency', [50, 200])).toEqual([50, 200]);
});

test('refuses what is not a whole number in range', () => {
  expect(() => countOption(['--requests', 'many'], 'requests', 1, 1)).toThrow('--requests');
  expect(() => countOption(['--requests', '0'], 'requests', 1, 1)).toThrow('≥ 1');
  expect(() => countListOption(['--concurrency', '50,0'], 'concurrency', [1])).toThrow('--concurrency');
});
