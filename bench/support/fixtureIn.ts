// Another checkout's own comparison fixture (its bench/support/comparisonFixture.ts), run in that checkout so that
// its database is seeded by its own code and schema (an older release's differ, and so does its demo password):
// `prepare <dataDir>` prints the lenders' tokens, `answer <base> <tokens>` the answered request's id, `login` the
// customer and password, each as one line of JSON. bench/serverMemory.ts runs it with that checkout as cwd.
import path from 'node:path';

type Fixture = {
  CUSTOMER: string;
  PASSWORD: string;
  prepareDatabase(dataDir: string): Promise<Map<number, string>>;
  answeredRequest(base: string, tokens: Map<number, string>): Promise<number>;
};

async function main() {
  const [mode, arg, tokens] = process.argv.slice(2);
  const fixture = (await import(path.resolve('bench/support/comparisonFixture.ts'))) as Fixture;
  if (mode === 'prepare') console.log(JSON.stringify([...(await fixture.prepareDatabase(arg))]));
  else if (mode === 'answer') {
    console.log(JSON.stringify(await fixture.answeredRequest(arg, new Map(JSON.parse(tokens) as [number, string][]))));
  } else console.log(JSON.stringify({ customer: fixture.CUSTOMER, password: fixture.PASSWORD }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
