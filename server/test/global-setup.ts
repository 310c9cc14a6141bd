import type { TestProject } from 'vitest/node';
import { migrateTemplates, type DatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Migrates the run's database templates once (database-templates.ts); every test database copies one. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await migrateTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
