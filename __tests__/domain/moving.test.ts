// The moving rule of spec §4 is written once (domain/moving.ts) and the wizard, the
// debt-factor hint and the lenders' pricing all use it.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { isMoving } from '../../machines/auctionForm/moving';
import { createInitialContext } from '../../machines/auctionForm/context';
import { emptyProperty } from '../../machines/auctionForm/steps';
import type { AuctionFormContext, PropertyEntry } from '../../machines/auctionForm/types';
import { isMovingAmong, isMovingProperty } from '../../domain/moving';
import { formHouseholdFigures } from '../../src/features/form/hints/householdFigures';

test('§4: a new property bought for the reason "move" means moving; an existing or unknown one does not', () => {
  expect(isMovingProperty({ is_existing: false, reason: 'move' })).toBe(true);
  expect(isMovingProperty({ is_existing: false, new_property_reason: 'move' })).toBe(true);
  expect(isMovingProperty({ is_existing: true, reason: 'move' })).toBe(false);
  expect(isMovingProperty({ is_existing: null, reason: 'move' })).toBe(false);
  expect(isMovingProperty({ is_existing: false, reason: 'investment' })).toBe(false);
  expect(isMovingAmong([{ is_existing: true }, { is_existing: false, reason: 'move' }])).toBe(true);
  expect(isMovingAmong(null)).toBe(false);
});

function withProperties(properties: PropertyEntry[]): AuctionFormContext {
  const context = createInitialContext({});
  return {
    ...context,
    steps: context.steps.map((step) =>
      step.label === 'housingSituation' ? { ...step, formData: { ...step.formData, properties } } : step,
    ),
  } as AuctionFormContext;
}

test('the wizard and the debt-factor hint decide as the rule does, for any list of properties', () => {
  const property = fc.record({
    is_existing: fc.constantFrom(true, false, null),
    reason: fc.constantFrom('move', 'investment', null),
    debt: fc.integer({ min: 1, max: 1_000_000 }),
  });
  fc.assert(
    fc.property(fc.array(property, { maxLength: 4 }), (list) => {
      const properties = list.map((p) => ({
        ...emptyProperty(),
        is_existing: p.is_existing,
        reason: p.reason,
        residence_type: 'house',
        mortgages: [
          {
            id: null,
            liability_type: 'loan',
            liability_sub_type: 'mortgage',
            debt: p.debt,
            interest_rate: null,
            periodic_payment: null,
          },
        ],
      }));
      const rule = isMovingAmong(properties);
      expect(isMoving(withProperties(properties))).toBe(rule);
      // The hint leaves out the owned homes' debt exactly when the rule says the customer moves.
      const ownedDebt = list.filter((p) => p.is_existing !== false).reduce((sum, p) => sum + p.debt, 0);
      const { debt } = formHouseholdFigures({ housingSituation: { properties } });
      expect(debt).toBe(rule ? 0 : ownedDebt);
    }),
  );
});

test('the comparison with "move" is written in one place only', () => {
  const roots = ['domain', 'machines', 'src', 'server'].map((dir) => path.resolve(__dirname, '../..', dir));
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && /[!=]==? ?'move'/.test(fs.readFileSync(full, 'utf8'))) hits.push(full);
    }
  };
  roots.forEach(walk);
  expect(hits.map((file) => path.relative(path.resolve(__dirname, '../..'), file))).toEqual(['domain/moving.ts']);
});
