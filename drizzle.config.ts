import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npx drizzle-kit generate`) and applied by server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
