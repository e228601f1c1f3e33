// A Danish address picked from the address look-up (its id stored) or typed by hand; a typed postal code must
// exist, which the injected check asks the server.
import * as yup from 'yup';
import { normalizeDkPostalCode } from '../postalCode';
import { askCheck, rules } from '../rules';
import type { ValidationMessage } from '../message';
import { withRules, yupTestOutcome } from '../yupRules';
import type { StepSchemaContext } from './context';
import { requiredWhen, text } from './fieldSchemas';

const HOME_COUNTRY = 'dk';
const UNKNOWN_POSTAL_CODE: ValidationMessage = { id: 'validation.postalCode.unknown' };

type Parent = Record<string, unknown>;
const countryOf = (parent: Parent) =>
  typeof parent.address_country_code === 'string' && parent.address_country_code !== ''
    ? parent.address_country_code
    : HOME_COUNTRY;
const isManual = (value: unknown) => value === true;

function postalCodeSchema(ctx: StepSchemaContext) {
  const format = withRules(yup.string().nullable(), [['postalCode', ({ parent }) => ({ country: countryOf(parent) })]])
    .default(null)
    // A Danish code is stored with four digits (`800` is 0800); a malformed one is left for the rule to report.
    .when('address_country_code', ([country]: unknown[], schema) =>
      countryOf({ address_country_code: country }) === HOME_COUNTRY
        ? schema.transform((value: unknown) => normalizeDkPostalCode(value) ?? value)
        : schema,
    );
  return requiredWhen(format, ['show_manual_address'], ([manual]) => isManual(manual)).test({
    name: 'postalCodeExists',
    // Synchronous unless the check has to ask: a step whose code is known (or not typed) validates at once.
    test(value, testContext) {
      const parent: Parent = testContext.parent ?? {};
      // A looked-up address brings a postal code that exists; a blank or malformed one is the rules' to report.
      if (!isManual(parent.show_manual_address) || typeof value !== 'string' || value.trim() === '') return true;
      const country = countryOf(parent);
      if (rules.postalCode(value, { country }) !== true) return true;
      const answer = askCheck(
        (code: string) => ctx.checks.postalCode(code, country),
        value.trim(),
        UNKNOWN_POSTAL_CODE,
      );
      return yupTestOutcome(answer, testContext);
    },
  });
}

/**
 * The address fields of a property. The address must be given when the sibling `requiredWhenSibling.path` has
 * the value `requiredWhenSibling.is` (a home the customer owns); otherwise it may stay empty (a home not found yet).
 */
export function addressFields(ctx: StepSchemaContext, requiredWhenSibling: { path: string; is: unknown }) {
  const asked = (required: unknown) => required === requiredWhenSibling.is;
  return {
    show_manual_address: yup.boolean().default(false),
    /** Id of the look-up's address (dawaAddress). */
    address_id: yup.string().nullable().default(null),
    oneLineAddress: requiredWhen(
      text([
        [
          'dawaAddress',
          ({ parent }) => ({
            manual: parent.show_manual_address === true,
            addressId: parent.address_id as string | null,
          }),
        ],
      ]),
      [requiredWhenSibling.path, 'show_manual_address'],
      ([required, manual]) => asked(required) && !isManual(manual),
    ),
    address1: requiredWhen(
      text(),
      [requiredWhenSibling.path, 'show_manual_address'],
      ([required, manual]) => asked(required) && isManual(manual),
    ),
    postal_code: postalCodeSchema(ctx),
    city: requiredWhen(text([], 100), ['show_manual_address'], ([manual]) => isManual(manual)),
    address_country_code: yup.string().default(HOME_COUNTRY),
  };
}
