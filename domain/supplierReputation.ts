// A lender's reputation from its customers' ratings (1–5 stars): how many, and the average once there are enough
// ratings for it to mean something. Below the threshold only the count is given, so a lender's first one or two
// ratings never stand beside its offer as if they were its reputation.
export const RATINGS_SHOWN_FROM = 5;
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export interface Reputation {
  count: number;
  /** Average stars to one decimal; null below RATINGS_SHOWN_FROM ratings. */
  average: number | null;
}

export const isReputationShown = (count: number) => count >= RATINGS_SHOWN_FROM;

/** From the number of ratings and the sum of their stars. */
export function reputationOf(count: number, starsSum: number): Reputation {
  if (!isReputationShown(count)) return { count, average: null };
  return { count, average: Math.round((starsSum * 10) / count) / 10 };
}

/** How many ratings gave each number of stars, five first; a missing number of stars counts 0. */
export function starDistribution(countsByStars: ReadonlyMap<number, number>): { stars: number; count: number }[] {
  return STAR_VALUES.map((stars) => ({ stars, count: countsByStars.get(stars) ?? 0 }));
}
