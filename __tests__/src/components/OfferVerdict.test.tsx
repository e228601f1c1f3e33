// The best offer's verdict says its interest-rate risk, so a variable rate never wins silently.
import { screen } from '@testing-library/react';
import { rankOffers } from '../../../domain/offerRanking';
import type { OfferLike } from '../../../domain/offerProducts';
import { OfferVerdict } from '../../../src/components/OfferVerdict/OfferVerdict';
import { product } from '../../support/rfqFixtures';
import { renderWithProviders } from '../../support/renderWithProviders';

const mortgage = (subType: string, rateType: 'fixed' | 'variable', fixedMonths: number | null, rate: number) =>
  product({
    product_sub_type: subType,
    amount: 1_000_000,
    interest_rate: rate,
    contribution_rate: null,
    term_months: 360,
    rate_type: rateType,
    rate_fixed_months: fixedMonths,
  });
const offer = (p: ReturnType<typeof product>, saving: number): OfferLike => ({
  total_monthly_discount: saving,
  savings_after_tax_for_month_1: saving,
  savings_after_tax_for_year_1: saving * 12,
  loans: [p],
  credits: [],
  deposits: [],
});
const names: Record<number, string> = { 1: 'Kattegat Realkredit', 2: 'Limfjord Kreditforening' };

test('an F1 that saves most is best, and the verdict says its rate may change after a year and the F5 moves later', () => {
  const ranking = rankOffers({ purpose: 'existing_property', properties: [], vehicles: [] }, [
    // 4 % → 6 %: 4,774.15 → 5,995.51 kr. a month (domain/representativeExample.test.ts works it by hand).
    { id: 1, offer: offer(mortgage('f1_mortgage', 'variable', 12, 4), 1_500) },
    { id: 2, offer: offer(mortgage('f5_mortgage', 'variable', 60, 4.5), 900) },
  ]);
  renderWithProviders(<OfferVerdict ranking={ranking} supplierName={(id) => names[id]} />);
  expect(screen.getByText('Bedste tilbud: Kattegat Realkredit')).toBeInTheDocument();
  expect(
    screen.getByText(
      (_, element) =>
        element?.className === 'offer-verdict__risk' &&
        element.textContent ===
          'Renten er variabel og kan ændres efter 1 år: stiger den 2 procentpoint, stiger ydelsen med 1.221 kr. om ' +
            'måneden. Tilbuddet fra Limfjord Kreditforening har en rente, der er fast længere eller stiger mindre.',
    ),
  ).toBeInTheDocument();
});

test('a fixed-rate best offer says its payment does not move', () => {
  const ranking = rankOffers({ purpose: 'existing_property', properties: [], vehicles: [] }, [
    { id: 1, offer: offer(mortgage('fixed_mortgage', 'fixed', null, 4), 1_500) },
  ]);
  renderWithProviders(<OfferVerdict ranking={ranking} supplierName={(id) => names[id]} />, { locale: 'en' });
  expect(
    screen.getByText('The rate is fixed for the whole term: the monthly payment does not change if rates rise.'),
  ).toBeInTheDocument();
});
