// The products a lender offers on a lead (an offer's product_sub_type), and the cap on an offer's ÅOP: the same
// for a real lender's offer through the supplier API as for a demo lender's. The demo lenders' prices for them are
// in server/demoLenders/marketRates.ts.

export const MORTGAGE_PRODUCTS = ['fixed_mortgage', 'f5_mortgage', 'f3_mortgage', 'f1_mortgage'] as const;
export type MortgageProduct = (typeof MORTGAGE_PRODUCTS)[number];
export const BANK_PRODUCTS = ['bank_home_loan', 'car_loan', 'consumer_loan', 'savings_account'] as const;
export type BankProduct = (typeof BANK_PRODUCTS)[number];
export type LenderProduct = MortgageProduct | BankProduct;

/** ÅOP cap on consumer credit, by law since July 2020. */
export const AOP_CAP_PERCENT = 35;
