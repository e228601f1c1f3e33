// The strength estimate behind §5 strong_password: the passwords a tester found passing the length and list rules
// (issue 43) are refused, long passphrases pass, and the user's own e-mail and name count as guesses.
import { passwordFeedback, userInputWords } from '../../../domain/validation/passwordStrength';
import { rules } from '../../../domain/validation/rules';

const METTE = ['mette.hansen@example.dk', 'Mette Hansen'];

const outcome = async (password: string, userInputs: readonly string[] = METTE) => {
  const result = await rules.strong_password(password, { userInputs });
  return result === true ? true : result.id;
};

describe('passwords that pass the length rule but no one should keep are refused', () => {
  test.each([
    ['twelve spaces', ' '.repeat(12)],
    ['one letter twelve times', 'aaaaaaaaaaaa'],
    ['a keyboard row', 'qwertyuiopas'],
    ['a common password with the usual decorations', 'Password123!'],
    ['a common phrase with digits', 'iloveyou1234'],
    ["the product's name with a year", 'laanetorvet2024'],
    ["the product's name as written, with digits", 'Lånetorvet123'],
    ["the account's own e-mail", 'mette.hansen@example.dk'],
    ["the account's own name", 'Mette Hansen'],
  ])('%s: %p', async (_, password) => {
    expect(await outcome(password)).not.toBe(true);
  });
});

test.each([
  'korrekt hest batteri hæfteklamme',
  'correct horse battery staple',
  'min cykel er grøn om vinteren',
  'Sommerhus ved Vesterhavet 1987',
])('a long passphrase passes: %p', async (password) => {
  expect(await outcome(password)).toBe(true);
});

test('the warning is the message: the product or personal data, a repeat, a common password', async () => {
  expect(await outcome('laanetorvet2024')).toBe('passwordStrength.warning.userInputs');
  expect(await outcome('mette.hansen@example.dk')).toBe('passwordStrength.warning.userInputs');
  expect(await outcome('aaaaaaaaaaaa')).toBe('passwordStrength.warning.simpleRepeat');
  expect(await outcome('qwerty123456')).toBe('validation.password_common');
});

test('suggestions come with the warning, as message ids', async () => {
  const feedback = await passwordFeedback('laanetorvet2024', METTE);
  expect(feedback.score).toBeLessThan(3);
  expect(feedback.suggestions).toContainEqual({ id: 'passwordStrength.suggestion.anotherWord' });
});

test("the user's inputs count whole and by their parts, with the product's names, in lower case", () => {
  expect(userInputWords(['Mette.Hansen@example.dk', 'Mette Hansen', '', null])).toEqual(
    expect.arrayContaining([
      'mette.hansen@example.dk',
      'mette hansen',
      'mette',
      'hansen',
      'example',
      'lånetorvet',
      'laanetorvet',
    ]),
  );
});
