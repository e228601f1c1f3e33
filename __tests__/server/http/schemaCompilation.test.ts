// When route schemas become code: at start in production, on first use elsewhere, with the same outcome.
import type { FastifySchemaCompiler } from 'fastify';
import { loadConfig } from '../../../server/config';
import type { Validator } from '../../../server/http/routeParams';
import { validatorCompilerFor } from '../../../server/http/schemaCompilation';

function countingCompiler() {
  const calls = { count: 0 };
  const compiler: FastifySchemaCompiler<unknown> = () => {
    calls.count += 1;
    const validate: Validator = (data: unknown) => {
      validate.errors =
        data === 'ok' ? null : [{ instancePath: '', schemaPath: '#', keyword: 'const', params: {}, message: 'not ok' }];
      return data === 'ok';
    };
    return validate;
  };
  return { calls, compiler };
}

const route = { schema: {}, method: 'POST', url: '/x', httpPart: 'body' } as Parameters<
  FastifySchemaCompiler<unknown>
>[0];

test('production compiles at start; development and tests on first use', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).schemaCompilation).toBe('at start');
  expect(loadConfig({ NODE_ENV: 'development' }).schemaCompilation).toBe('on first use');
  expect(loadConfig({ NODE_ENV: 'test' }).schemaCompilation).toBe('on first use');
});

test('at start: the compiler runs when the route is set up', () => {
  const { calls, compiler } = countingCompiler();
  validatorCompilerFor('at start', compiler)(route);
  expect(calls.count).toBe(1);
});

test('on first use: compiled once, at the first call, and a failure carries its errors as Fastify reads them', () => {
  const { calls, compiler } = countingCompiler();
  const validate = validatorCompilerFor('on first use', compiler)(route) as Validator;
  expect(calls.count).toBe(0);
  expect(validate('ok')).toBe(true);
  expect(validate('bad')).toBe(false);
  expect(validate.errors).toEqual([
    { instancePath: '', schemaPath: '#', keyword: 'const', params: {}, message: 'not ok' },
  ]);
  expect(validate('ok')).toBe(true);
  expect(validate.errors).toBeNull();
  expect(calls.count).toBe(1);
});
