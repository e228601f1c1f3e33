// Runs the example lender system against a running app until Ctrl-C:
//   LENDER_TOKEN=ltsk_… npx tsx examples/lenderSystem/run.ts [http://localhost:3000]
// Choose that lender's offer as the customer, and the system acknowledges it and asks for two documents; upload
// both, and it accepts them and reports the agreement signed.
import { startLenderSystem } from './lenderSystem';

const token = process.env.LENDER_TOKEN;
if (!token) {
  process.stderr.write(
    'Set LENDER_TOKEN to a lender’s token (ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/supplierToken.ts <slug>).\n',
  );
  process.exit(1);
}

startLenderSystem({
  baseUrl: process.argv[2] ?? 'http://localhost:3000',
  token,
  documents: [{ type: 'payslips' }, { type: 'annual_tax_statement' }],
  log: (line) => process.stdout.write(`${line}\n`),
}).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
