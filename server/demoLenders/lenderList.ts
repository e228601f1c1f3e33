// The demo lenders: fictional Danish banks and mortgage institutes. Their pricing profiles feed the lender engine.
export type DemoLender = {
  slug: string;
  name: string;
  shortName: string;
  kind: 'bank' | 'mortgage_institute';
  colour: string;
  serves: string[];
  pricing: {
    /** percentage points added to the market rate of each product this lender offers */
    margin: number;
    /** the highest loan-to-value in percent it lends against */
    maxLtv: number;
    /** the highest debt factor it accepts */
    maxDebtFactor: number;
    /** the products it sells, in its order of preference (the lender engine offers the first one allowed) */
    products: string[];
  };
};

export const demoLenders: DemoLender[] = [
  {
    slug: 'oresund-bank',
    name: 'Øresund Bank A/S',
    shortName: 'Øresund Bank',
    kind: 'bank',
    colour: '#0b4f71',
    serves: ['mortgages', 'loans', 'credits', 'deposits', 'properties', 'vehicles'],
    pricing: {
      margin: 0.2,
      maxLtv: 95,
      maxDebtFactor: 4.5,
      products: ['bank_home_loan', 'car_loan', 'consumer_loan', 'savings_account'],
    },
  },
  {
    slug: 'kattegat-realkredit',
    name: 'Kattegat Realkredit',
    shortName: 'Kattegat',
    kind: 'mortgage_institute',
    colour: '#1f7a5a',
    serves: ['mortgages', 'properties'],
    pricing: { margin: 0, maxLtv: 80, maxDebtFactor: 5, products: ['f5_mortgage', 'fixed_mortgage', 'f1_mortgage'] },
  },
  {
    slug: 'skovby-sparekasse',
    name: 'Skovby Sparekasse',
    shortName: 'Skovby',
    kind: 'bank',
    colour: '#2e6b30',
    serves: ['mortgages', 'loans', 'credits', 'deposits', 'student_loans', 'properties', 'vehicles', 'boats'],
    pricing: {
      margin: 0.35,
      maxLtv: 90,
      maxDebtFactor: 4,
      products: ['bank_home_loan', 'car_loan', 'consumer_loan', 'savings_account'],
    },
  },
  {
    slug: 'boelge-bank',
    name: 'Bølge Bank',
    shortName: 'Bølge',
    kind: 'bank',
    colour: '#3556a8',
    serves: ['loans', 'credits', 'deposits', 'vehicles', 'boats', 'stock_portfolios'],
    pricing: {
      margin: 0.1,
      maxLtv: 80,
      maxDebtFactor: 3.5,
      products: ['car_loan', 'consumer_loan', 'savings_account'],
    },
  },
  {
    slug: 'hedeland-andelskasse',
    name: 'Hedeland Andelskasse',
    shortName: 'Hedeland',
    kind: 'bank',
    colour: '#8a4b0f',
    serves: ['mortgages', 'loans', 'credits', 'deposits', 'properties'],
    pricing: {
      margin: 0.5,
      maxLtv: 95,
      maxDebtFactor: 5,
      products: ['bank_home_loan', 'consumer_loan', 'savings_account'],
    },
  },
  {
    slug: 'limfjord-kredit',
    name: 'Limfjord Kreditforening',
    shortName: 'Limfjord',
    kind: 'mortgage_institute',
    colour: '#5b2a86',
    serves: ['mortgages', 'properties'],
    pricing: { margin: 0.05, maxLtv: 80, maxDebtFactor: 4, products: ['f1_mortgage', 'f3_mortgage', 'fixed_mortgage'] },
  },
];

export function logoPath(slug: string): string {
  return `/logos/${slug}.svg`;
}
