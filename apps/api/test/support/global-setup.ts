import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await ensurePostgresTemplate(adminUrl);
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('pgliteTemplate', '');
  } else {
    project.provide('pgliteTemplate', await ensurePgliteTemplate());
    project.provide('postgresAdminUrl', '');
  }
}
