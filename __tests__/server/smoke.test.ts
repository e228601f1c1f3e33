import Fastify from 'fastify';
import cookie from '@fastify/cookie';
test('fastify injects', async () => {
  const app = Fastify();
  await app.register(cookie);
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject('/x');
  expect(res.json()).toEqual({ ok: true });
});
