// `npm run import:postal-codes -- FILE`: load PostNord's official postal-code list into the database.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { importPostalCodes } from '../server/postalCodes/importPostalCodes';

async function main() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Usage: npm run import:postal-codes -- path/to/postnumre.csv\n');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { imported } = await importPostalCodes(database.db, file);
    process.stdout.write(`Imported ${imported} postal codes from ${file}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
