// The products a lender offers on a lead (an offer's product_sub_type): the same for a real lender's offer
// through the supplier API as for a demo lender's. The cost ceilings on them are in domain/creditCostCeilings.ts,
// the demo lenders' prices in server/demoLenders/marketRates.ts.

export const MORTGAGE_PRODUCTS = ['fixed_mortgage', 'f5_mortgage', 'f3_mortgage', 'f1_mortgage'] as const;
export type MortgageProduct = (typeof MORTGAGE_PRODUCTS)[number];
export const BANK_PRODUCTS = ['bank_home_loan', 'car_loan', 'consumer_loan', 'savings_account'] as const;
export type BankProduct = (typeof BANK_PRODUCTS)[number];
export type LenderProduct = MortgageProduct | BankProduct;
