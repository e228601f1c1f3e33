// The server project's globalSetup: the migrated databases every server suite starts from (databaseTemplates.ts).
import { testConfig } from '../../server/config';
import { createTemplates, templatesToEnv } from './databaseTemplates';

export default async function globalSetup(): Promise<void> {
  templatesToEnv(await createTemplates(testConfig()));
}
