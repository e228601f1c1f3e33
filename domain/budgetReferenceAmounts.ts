// The reference amounts a household's rådighedsbeløb is weighed against (docs/product.md §"Household budget"):
// what a household typically spends a month on food, clothes, phone and other daily costs, beyond housing, debts
// and the fixed costs the budget lists. One year's amounts are one entry; a new year is one data change.

export interface ReferenceAmounts {
  year: number;
  /** Who published the amounts, as the page names them. */
  source: string;
  /** Kroner a month. */
  singleAdult: number;
  couple: number;
  /** Per child by age band; `fromAge` in whole years completed, each band up to the next one's `fromAge`. */
  children: readonly { fromAge: number; amount: number }[];
}

export const BUDGET_REFERENCE_AMOUNTS: readonly ReferenceAmounts[] = [
  {
    year: 2023,
    // Bolius's article on the rådighedsbeløb (2023), quoting the banks' reference budgets; shown as "(Bolius, 2023)".
    source: 'Bolius',
    singleAdult: 7_010,
    couple: 11_890,
    children: [
      { fromAge: 0, amount: 1_910 },
      { fromAge: 2, amount: 2_460 },
      { fromAge: 7, amount: 3_530 },
    ],
  },
];

/** Children are counted up to (not including) their 18th birthday; an adult child is a cost line of its own. */
export const CHILD_MAX_AGE = 17;

/** The newest amounts: the ones a budget is weighed against today. */
export const CURRENT_REFERENCE_AMOUNTS: ReferenceAmounts = BUDGET_REFERENCE_AMOUNTS.reduce((newest, amounts) =>
  amounts.year > newest.year ? amounts : newest,
);
