// What the savings pages list and add: the deposit types and stock portfolios.
import { DEPOSIT_TYPES } from '../../../../domain/economyOptions';
import { STOCK_PORTFOLIO } from '../assets/assetKinds';

export const SAVINGS_TYPES = [...DEPOSIT_TYPES, STOCK_PORTFOLIO];
