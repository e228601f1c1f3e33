// An offer's products and their kinds (mortgage, car loan, credit …), which both the comparison table and the
// ranking line up and weigh.

export const PRODUCT_KINDS = [
  'mortgage',
  'bankHomeLoan',
  'carLoan',
  'consumerLoan',
  'studentLoan',
  'otherLoan',
  'credit',
  'deposit',
  'pension',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface ProductLike {
  id: number;
  product_type: string;
  product_sub_type: string;
  amount: number;
  interest_rate: number;
  aop: number | null;
  term_months: number | null;
  monthly_payment: number | null;
  total_cost: number | null;
  /** The request's debts and deposits it replaces ("mortgages.0"); null or absent when not recorded. */
  replaces?: readonly string[] | null;
  /** The rate's terms and costs, for the rate risk (representativeExample.ts); absent in older shapes. */
  contribution_rate?: number | null;
  fees?: number | null;
  rate_type?: string | null;
  rate_fixed_months?: number | null;
}

export interface OfferLike {
  total_monthly_discount: number | null;
  savings_after_tax_for_month_1: number | null;
  savings_after_tax_for_year_1: number | null;
  loans: readonly ProductLike[];
  credits: readonly ProductLike[];
  deposits: readonly ProductLike[];
}

export const LOAN_KINDS_BY_SUB_TYPE: Record<string, ProductKind> = {
  bank_home_loan: 'bankHomeLoan',
  car: 'carLoan',
  car_loan: 'carLoan',
  consumer: 'consumerLoan',
  consumer_loan: 'consumerLoan',
  student: 'studentLoan',
  student_loan: 'studentLoan',
};

export function kindOfProduct(product: Pick<ProductLike, 'product_type' | 'product_sub_type'>): ProductKind {
  if (product.product_type === 'deposit') return /pension/.test(product.product_sub_type) ? 'pension' : 'deposit';
  if (product.product_type === 'credit') return 'credit';
  if (/mortgage/.test(product.product_sub_type)) return 'mortgage';
  return LOAN_KINDS_BY_SUB_TYPE[product.product_sub_type] ?? 'otherLoan';
}
