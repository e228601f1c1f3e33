import { toMessage, toRuleResult } from '../../../domain/validation/message';

describe('messages', () => {
  test.each([[false], [undefined], [{}], [{ id: '' }], ['Feltet er forkert']])(
    'a rule answer without an id, %p, becomes validation.default',
    (answer) => {
      expect(toRuleResult(answer)).toEqual({ id: 'validation.default' });
      expect(toMessage(answer)).toEqual({ id: 'validation.default' });
    },
  );

  test('true and messages pass through', () => {
    expect(toRuleResult(true)).toBe(true);
    expect(toRuleResult({ id: 'validation.email' })).toEqual({ id: 'validation.email' });
  });
});
