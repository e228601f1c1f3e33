import { testConfig } from '../../server/config';
import { dropTemplates, templatesFromEnv, templatesToEnv } from './databaseTemplates';

export default async function globalTeardown(): Promise<void> {
  const templates = templatesFromEnv();
  if (templates) await dropTemplates(testConfig(), templates);
  templatesToEnv(null);
}
