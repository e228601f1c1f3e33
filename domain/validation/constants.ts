// Business constants and limits of spec §9 that validation and the fields depend on; defined once, imported everywhere.

/** Longest mortgage term accepted, in months (30 years). */
export const MAX_TERM_MONTHS = 360;

/** A customer must be at least this old. */
export const MIN_AGE_YEARS = 18;

/** Shortest new password (ASVS 2.1.1: at least 12 characters), counted in Unicode code points. */
export const PASSWORD_MIN_LENGTH = 12;

/** Longest new password (ASVS 2.1.2 asks for at least 64 to be allowed); bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

/** Highest interest rate accepted, in percent. */
export const INTEREST_RATE_MAX_PERCENT = 100;

/** Default reach of valid_date_range, in years back and ahead. */
export const DATE_RANGE_YEARS = 100;

/** Danish postal codes are the numbers 0 to 9999, written with four digits. */
export const DK_POSTAL_CODE_DIGITS = 4;

/** Postal codes of other countries: up to this many digits. */
export const POSTAL_CODE_MAX_DIGITS = 10;

/** Cross-field rules re-run this long after the last change of a field they depend on. */
export const CROSS_FIELD_DEBOUNCE_MS = 150;

/** Focusing a field clears its shown error after this delay. */
export const FOCUS_DEBOUNCE_MS = 50;

/** Debounce for resize and intersection observers. */
export const OBSERVER_DEBOUNCE_MS = 16;
