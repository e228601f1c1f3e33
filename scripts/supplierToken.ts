// `npx tsx scripts/supplierToken.ts <slug>`: issues a new supplier-API token for a lender and prints it once.
// Only its sha256 is stored; issuing again retires the previous token.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { issueSupplierToken } from '../server/lenders/supplierTokens';

async function main() {
  const slug = process.argv[2];
  if (!slug) {
    process.stderr.write('Usage: npx tsx scripts/supplierToken.ts <lender-slug>\n');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const token = await issueSupplierToken(database.db, slug);
    if (!token) {
      process.stderr.write(`No lender with the slug "${slug}".\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`${token}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not issue a token: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
