// What a process writes while it starts and runs outside requests is JSON like every other line: the start banner
// and a lost database connection are fields a log collector can read, not plain text among the JSON.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { openTestDatabase } from '../support/databaseTemplates';
import { makeFakeSpa } from '../support/testApp';

type Line = Record<string, unknown>;
const collect = (lines: Line[]) => ({ write: (line: string) => void lines.push(JSON.parse(line) as Line) });
const config = () =>
  testConfig({
    spaDir: makeFakeSpa(),
    logLevel: 'info',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    seedDemo: false,
  });

test('the start banner is one JSON line with the address the server listens on', async () => {
  const lines: Line[] = [];
  let app: FastifyInstance | undefined;
  try {
    app = await startServer(config(), { logStream: collect(lines) });
    const { port } = app.server.address() as { port: number };
    expect(lines.filter((line) => line.msg === 'Lånetorvet is running')).toEqual([
      expect.objectContaining({ level: 30, url: `http://localhost:${port}`, database: 'pglite', demoData: 'off' }),
    ]);
  } finally {
    await app?.close();
  }
}, 120_000);

test('a database connection lost is an error line through the app’s logger', async () => {
  const database = await openTestDatabase(testConfig(), {
    kind: 'empty',
    throwawayDatabase: `test_startlog_${process.pid}`,
  });
  let lose: (error: Error) => void = () => {};
  const lines: Line[] = [];
  const app = await buildApp({
    config: config(),
    database: { ...database, onConnectionLost: (listener) => void (lose = listener) },
    logStream: collect(lines),
  });
  try {
    lose(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    expect(lines.filter((line) => line.msg === 'database connection lost')).toEqual([
      expect.objectContaining({ level: 50, err: expect.objectContaining({ code: '57P01' }) }),
    ]);
  } finally {
    await app.close();
    await database.close();
  }
}, 120_000);
