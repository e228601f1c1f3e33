// The budget page as its route loads it.
export { BudgetPage } from './BudgetPage';
