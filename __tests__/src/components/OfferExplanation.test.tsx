// An offer explained: the sentence in both languages, the ÅOP disclosure, a consumer loan's representative example.
import { screen } from '@testing-library/react';
import { OfferExplanation } from '../../../src/components/OfferExplanation/OfferExplanation';
import { product } from '../../support/rfqFixtures';
import { renderWithProviders } from '../../support/renderWithProviders';

const consumerLoan = product({
  product_sub_type: 'consumer_loan',
  amount: 250_000,
  interest_rate: 8.1,
  aop: 8.42,
  term_months: 84,
  fees: 0,
  monthly_payment: 3_909.02,
  total_cost: 328_357.73,
  rate_type: 'variable',
});

test('the sentence in Danish, computed from the figures', () => {
  renderWithProviders(<OfferExplanation product={consumerLoan} />);
  expect(screen.getByText(/^Du låner/)).toHaveTextContent(
    'Du låner 250.000 kr. og betaler 3.909 kr. om måneden i 7 år. I alt betaler du 328.358 kr., heraf 78.358 kr. i renter og gebyrer.',
  );
});

test('the sentence in English', () => {
  renderWithProviders(<OfferExplanation product={consumerLoan} />, { locale: 'en' });
  expect(screen.getByText(/^You borrow/)).toHaveTextContent(
    'You borrow 250,000 kr. and pay 3,909 kr. a month for 7 years. In all you pay 328,358 kr., of which 78,358 kr. is interest and fees.',
  );
});

test("a consumer loan shows the representative example together, with the rate's type", () => {
  renderWithProviders(<OfferExplanation product={consumerLoan} />);
  const example = screen.getByRole('group', { name: 'Repræsentativt eksempel' });
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(example).toBeInTheDocument();
  expect(fact('Kreditbeløb')).toBe('250.000 kr.');
  expect(fact('Løbetid')).toBe('7 år');
  expect(fact('Debitorrente')).toMatch(/^8,1\s% variabel$/);
  expect(fact('ÅOP')).toMatch(/^8,42\s%$/);
  expect(fact('Samlet beløb at betale')).toBe('328.358 kr.');
  expect(fact('Månedlig ydelse')).toBe('3.909 kr.');
});

test('ÅOP is explained in a disclosure; for a mortgage it names the bond price loss', async () => {
  const { user } = renderWithProviders(
    <OfferExplanation
      product={product({ product_sub_type: 'mortgage_fixed', contribution_rate: 0.8, rate_type: 'fixed' })}
    />,
  );
  // A mortgage has its representative example too; a fixed rate's payment does not move with the rates.
  const example = screen.getByRole('group', { name: 'Repræsentativt eksempel' });
  expect(example).toHaveTextContent('Ydelse hvis renten stiger 2 procentpointUændret: fast rente');
  await user.click(screen.getByText('Hvad er ÅOP?'));
  expect(screen.getByText(/kurstabet/)).toBeVisible();
  expect(screen.getByText(/det tal, du bør sammenligne lån med/)).toBeVisible();
});

test('a car loan is explained without the bond price, with its example and the payment at a 2-point rise', () => {
  renderWithProviders(<OfferExplanation product={product({ product_sub_type: 'car_loan', fees: 0 })} />);
  expect(screen.queryByText(/kurstabet/)).not.toBeInTheDocument();
  expect(screen.getByText(/renten og alle gebyrer/)).toBeInTheDocument();
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  // 310,000 kr. over 120 months: at 4.95 % 3,280.46 kr. (the lender's); the kernel's annuity at 4.95 % is
  // 3,280.46 and at 6.95 % 3,591.41, so the payment moves 310.95 kr. a month.
  expect(fact('Ydelse hvis renten stiger 2 procentpoint')).toBe('3.591 kr. (+311 kr.)');
});

test('a deposit has no explanation', () => {
  const { container } = renderWithProviders(<OfferExplanation product={product({ product_type: 'deposit' })} />);
  expect(container).toBeEmptyDOMElement();
});
