// One offered product's figures as a definition list (amount, rate, ÅOP, term, fees, monthly payment, total cost)
// and below it the same offer explained in words.
import type { ReactNode } from 'react';
import type { OfferProduct } from '../../../store/api/rfqsApi';
import { FactList } from '../../components/FactList/FactList';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { OfferExplanation } from '../../components/OfferExplanation/OfferExplanation';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { TermDisplay } from '../../components/TermDisplay/TermDisplay';

export function ProductFacts({ product, full = false }: { product: OfferProduct; full?: boolean }) {
  const isDeposit = product.product_type === 'deposit';
  const facts: { id: string; value: ReactNode; show: boolean }[] = [
    { id: 'productFacts.amount', value: <MoneyDisplay amount={product.amount} />, show: true },
    { id: 'productFacts.interestRate', value: <PercentDisplay percent={product.interest_rate} />, show: true },
    {
      id: 'productFacts.contributionRate',
      value: <PercentDisplay percent={product.contribution_rate} />,
      show: product.contribution_rate !== null,
    },
    { id: 'productFacts.aop', value: <PercentDisplay percent={product.aop} />, show: !isDeposit },
    { id: 'productFacts.term', value: <TermDisplay months={product.term_months} />, show: !isDeposit },
    { id: 'productFacts.fees', value: <MoneyDisplay amount={product.fees} />, show: !isDeposit || full },
    { id: 'productFacts.monthlyPayment', value: <MoneyDisplay amount={product.monthly_payment} />, show: !isDeposit },
    { id: 'productFacts.totalCost', value: <MoneyDisplay amount={product.total_cost} />, show: !isDeposit },
  ];
  return (
    <>
      <FactList facts={facts.filter((fact) => fact.show)} className="product-facts" />
      <OfferExplanation product={product} />
    </>
  );
}
