import { reputationOf, starDistribution } from '../../domain/supplierReputation';

test('4 ratings: the count only, no average', () => {
  expect(reputationOf(4, 20)).toEqual({ count: 4, average: null });
  expect(reputationOf(0, 0)).toEqual({ count: 0, average: null });
});

test('5 ratings: the average to one decimal', () => {
  // 5 + 4 + 4 + 5 + 3 = 21, 21 / 5 = 4.2
  expect(reputationOf(5, 21)).toEqual({ count: 5, average: 4.2 });
  // 26 / 6 = 4.333…
  expect(reputationOf(6, 26)).toEqual({ count: 6, average: 4.3 });
});

test('the distribution has every number of stars, five first', () => {
  expect(
    starDistribution(
      new Map([
        [5, 3],
        [1, 1],
      ]),
    ),
  ).toEqual([
    { stars: 5, count: 3 },
    { stars: 4, count: 0 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ]);
});
