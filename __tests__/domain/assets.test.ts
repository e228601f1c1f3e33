import { assetHasLoans, propertyHasLoans } from '../../domain/assets';

describe('propertyHasLoans', () => {
  test.each([
    ['a new property', { is_existing: false }, true],
    ['an existing one with a loan', { is_existing: true, loans: [{}] }, true],
    ['an existing one with a credit', { is_existing: true, credits: [{}] }, true],
    ['an existing one with a mortgage', { is_existing: true, mortgages: [{}] }, true],
    ['an existing one with a new loan amount', { is_existing: true, new_loan_amount: 300_000 }, true],
    ['a new loan amount typed as text', { is_existing: true, new_loan_amount: '300000' }, true],
    ['an existing one free of debt', { is_existing: true, loans: [], credits: [], mortgages: [] }, false],
    ['a zero new loan amount', { is_existing: true, new_loan_amount: 0 }, false],
    ['an empty new loan amount', { is_existing: true, new_loan_amount: '' }, false],
    ['unknown existence and no debt', {}, false],
  ])('%s: %p', (_case, property, expected) => {
    expect(propertyHasLoans(property)).toBe(expected);
  });
});

describe('assetHasLoans', () => {
  test.each([
    ['a new asset', { is_existing: false }, true],
    ['an existing one with a loan', { is_existing: true, loans: [{}] }, true],
    ['an existing one with a credit', { is_existing: true, credits: [{}] }, true],
    ['an existing one free of debt', { is_existing: true, loans: [], credits: null }, false],
  ])('%s: %p', (_case, asset, expected) => {
    expect(assetHasLoans(asset)).toBe(expected);
  });
});
